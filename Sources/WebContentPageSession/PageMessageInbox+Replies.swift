import WebContentCore

extension PageMessageInbox {
    /// Answers `message`, posted from the content world named `world`, through `reply` exactly once: with the
    /// router's answer, or rejected when the page goes first (its engine answers everything waiting in `replies`
    /// with nil).
    ///
    /// A message from any other world is refused: the handler is registered in the content world only, so page
    /// scripts cannot reach it, and this holds should one get through all the same. When the engine owning
    /// `replies` went away meanwhile the page is still answered, as WebKit insists.
    package func receive(
        _ message: PostedPageMessage, from world: String?, replyingTo reply: ReplyOnce,
        waitingIn replies: WaitingAnswers<(ReplyOnce, PostedPageMessage), String?>
    ) {
        guard world == ScriptWorld.content.name else { return reply.fail("refused") }
        let id = replies.add((reply, message))
        receive(message) { [weak replies] answer in
            guard let replies else { return reply.fail("engine closed") }
            replies.answer(id, with: answer)
        }
    }
}
