import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore

/// A live module's remote-content policy, on the in-memory engine: the page carries its walls, a switch loads
/// the shell again with the new CSP header and tells the sanitizer the new policy, and the View is the way in.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct RemoteContentPolicySwitchTests {
    let engine = FakeWebEngine()
    let output = RecordingModuleOutput()
    let mail = ContentDocument(
        html:
            #"<div style="height:120px">mail</div><img src="https://images.example.com/a.png" width="40" height="30">"#)

    /// The package's default step timeout: no test here waits for one, and a short one timed the insert step out
    /// (no count of blocked images) while two test processes loaded the machine.
    func configuration(_ policy: RemoteContentPolicy, trust: ContentTrust = .untrusted) -> WebViewConfiguration {
        WebViewConfiguration {
            $0.remoteContentPolicy = policy; $0.trust = trust
        }
    }

    func assemble(_ policy: RemoteContentPolicy = .block) -> ContentModule {
        engine.configuration = configuration(policy)
        return ContentAssembly.assemble(engine: engine, moduleOutput: output)
    }

    var loads: Int { engine.journal.filter { $0 == "loadPage" }.count }

    @Test(arguments: [RemoteContentPolicy.block, .allow, .proxy])
    func theComposedPageCarriesTheHeaderAndPolicyOfItsConfiguration(policy: RemoteContentPolicy) throws {
        let untrusted = try ContentHTMLComposer().compose(mail, configuration: configuration(policy))
        #expect(untrusted.contentSecurityPolicy == ContentSecurityPolicy.header(for: configuration(policy)))
        #expect(untrusted.remoteContentPolicy == policy)
        let trusted = try ContentHTMLComposer().compose(mail, configuration: configuration(policy, trust: .trusted))
        #expect(trusted.contentSecurityPolicy == nil, "trusted content loads as HTML, with no header")
        #expect(trusted.remoteContentPolicy == policy)
    }

    @Test func aShellIsReusedOnlyBehindTheSameWalls() throws {
        let composer = ContentHTMLComposer()
        let blocked = try composer.compose(mail, configuration: configuration(.block))
        let other = try composer.compose(ContentDocument(html: "<p>other</p>"), configuration: configuration(.block))
        let allowed = try composer.compose(mail, configuration: configuration(.allow))
        #expect(other.canReuse(blocked))
        #expect(!allowed.canReuse(blocked), "a new policy needs the shell served with the new header")
        #expect(!blocked.canReuse(nil))
        let trusted = try composer.compose(mail, configuration: configuration(.block, trust: .trusted))
        #expect(!trusted.canReuse(trusted), "a trusted document is always loaded")
    }

    @Test func switchingLoadsTheShellAgainWithTheNewHeaderAndTellsTheSanitizer() async throws {
        let module = assemble(.block)
        let blocked = try await module.renderAndWait(mail).get()
        #expect(loads == 1)
        #expect(engine.loadedPage?.contentSecurityPolicy == ContentSecurityPolicy.header(for: configuration(.block)))
        #expect(blocked.report(SanitizerReport.self)?.remoteBlocked == 1)

        let allowed = try #require(await module.setRemoteContentPolicyAndWait(.allow)).get()
        #expect(loads == 2, "a warm shell behind the old CSP must be reloaded, not reused")
        #expect(engine.loadedPage?.contentSecurityPolicy == ContentSecurityPolicy.header(for: configuration(.allow)))
        #expect(engine.loadedPage?.remoteContentPolicy == .allow)
        #expect(engine.insertedContent == mail.html, "the same content, rendered again")
        #expect(engine.insertedPolicies == ["block", "allow"])
        #expect((allowed.report(SanitizerReport.self)?.remoteBlocked ?? 0) == 0)
        #expect(allowed.report(DocumentReport.self)?.images.map(\.src) == ["https://images.example.com/a.png"])
        #expect(output.results.count == 2)
        #expect(output.heights == [120, 120], "the height is reported again for the new render")

        // Behind the same walls, the next document is swapped into the warm shell without a load.
        _ = try await module.renderAndWait(ContentDocument(html: #"<div style="height:60px">next</div>"#)).get()
        #expect(loads == 2)
        #expect(engine.insertedPolicies.last == "allow")

        _ = try #require(await module.setRemoteContentPolicyAndWait(.block)).get()
        #expect(loads == 3)
        #expect(engine.loadedPage?.contentSecurityPolicy == ContentSecurityPolicy.header(for: configuration(.block)))
        #expect(engine.insertedPolicies.last == "block")
    }

    @Test func thePolicyInForceChangesNothing() async throws {
        let module = assemble(.block)
        let first = try await module.renderAndWait(mail).get()
        let same = await module.setRemoteContentPolicyAndWait(.block)
        #expect(same == .success(first))
        try await Task.sleep(for: .milliseconds(50))
        #expect(loads == 1)
        #expect(output.results.count == 1)
        #expect(engine.insertedPolicies == ["block"])
    }

    @Test func aSwitchBeforeAnyContentAppliesToTheFirstRender() async throws {
        let module = assemble(.block)
        #expect(await module.setRemoteContentPolicyAndWait(.allow) == nil)
        #expect(engine.journal.isEmpty, "nothing to render yet")
        let result = try await module.renderAndWait(mail).get()
        #expect((result.report(SanitizerReport.self)?.remoteBlocked ?? 0) == 0)
        #expect(engine.insertedPolicies == ["allow"])
        #expect(engine.loadedPage?.contentSecurityPolicy == ContentSecurityPolicy.header(for: configuration(.allow)))
    }

    @Test func theViewIsTheWayInAndTheModuleOutputHearsTheNewRender() async throws {
        let module = assemble(.block)
        _ = try await module.renderAndWait(mail).get()
        // A cell's "Load remote images" button: the View tells the Presenter, which tells the Interactor.
        module.presenter.didTriggerRemoteContentPolicyChange(.allow)
        #expect(module.interactor.remoteContentPolicy == .allow)
        #expect(module.interactor.configuration.remoteContentPolicy == .allow)
        #expect(await eventually { output.results.count == 2 })
        #expect((output.results.last?.report(SanitizerReport.self)?.remoteBlocked ?? 0) == 0)
        #expect(engine.insertedPolicies == ["block", "allow"])
    }

    @Test func aSwitchDuringARenderDropsTheOldRender() async throws {
        let module = assemble(.block)
        engine.stepHandlers[RenderStepName.settle] = { _ in
            try await Task.sleep(for: .milliseconds(100))
            return .null
        }
        module.render(mail)
        try await Task.sleep(for: .milliseconds(30))
        let result = try #require(await module.setRemoteContentPolicyAndWait(.allow)).get()
        try await Task.sleep(for: .milliseconds(200))
        #expect((result.report(SanitizerReport.self)?.remoteBlocked ?? 0) == 0)
        #expect(output.results.count == 1, "only the render under the new policy completes: \(output.results.count)")
        #expect((output.results.first?.report(SanitizerReport.self)?.remoteBlocked ?? 0) == 0)
    }
}
