package import WebContentCore

extension PageMessageInbox {
    /// Answers `message`, posted from the content world named `world`, through `reply` exactly once, and returns
    /// the events the engine records: an event-only message is answered at once and its events returned; one with a
    /// send is answered with the router's answer, or rejected when the page goes first (its engine answers
    /// everything waiting in `replies` with nil).
    ///
    /// A message from any other world is refused: the handler is registered in the content world only, so page
    /// scripts cannot reach it, and this holds should one get through all the same. When the engine owning
    /// `replies` went away meanwhile the page is still answered, as WebKit insists.
    package func receive(
        _ message: PostedPageMessage, from world: String?, replyingTo reply: ReplyOnce,
        waitingIn replies: WaitingAnswers<(ReplyOnce, PostedPageMessage), String?>
    ) -> [PageEvent] {
        guard world == ScriptWorld.content.name else {
            reply.fail("refused")
            return []
        }
        if let answered = answerEventsNow(message) {
            reply.answer(answered.answer, to: message)
            return answered.events
        }
        let id = replies.add((reply, message))
        Task { [weak replies] in
            let text = await self.answer(message)
            guard let replies else { return reply.fail("engine closed") }
            replies.answer(id, with: text)
        }
        return []
    }
}
