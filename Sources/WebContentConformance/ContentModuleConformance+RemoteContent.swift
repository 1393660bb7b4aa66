import Foundation
import WebContentCore

extension ContentModuleConformance {
    /// Switching a live module's remote-content policy renders the same content again under the new one:
    /// a remote image is stopped and counted under `block`, kept under `allow`, stopped again after switching
    /// back; each switch reports a result and a height again, and asking for the policy in force changes nothing.
    public func switchingTheRemoteContentPolicyRendersTheSameContentAgain() async throws {
        // Port 9 (discard) on loopback refuses at once: an allowed image fails fast instead of waiting out DNS.
        let remote = "http://127.0.0.1:9/photo.png"
        let html = #"<div style="height:200px">mail</div><img src="\#(remote)" width="40" height="30" alt="photo">"#
        let document = ContentDocument(html: html)
        try await withModule(WebViewConfiguration { $0.remoteContentPolicy = .block }) { module, _, output, _ in
            let blocked = try await module.renderAndWait(document).get()
            let blockedCount = blocked.report(SanitizerReport.self)?.remoteBlocked ?? 0
            try require(blockedCount >= 1, "block counted \(blockedCount) remote loads")
            let blockedImages = blocked.report(DocumentReport.self)?.images ?? []
            try require(
                !blockedImages.contains { $0.src == remote }, "a blocked image kept its source: \(blockedImages)")

            var heightsBefore = output.heights.count
            let allowedResult = await module.setRemoteContentPolicyAndWait(.allow)
            let allowed = try (allowedResult ?? .failure(.invalidInput("no result"))).get()
            try require(module.remoteContentPolicy == .allow, "policy is \(module.remoteContentPolicy)")
            let allowedBlocked = allowed.report(SanitizerReport.self)?.remoteBlocked ?? 0
            try require(allowedBlocked == 0, "allow still blocked \(allowedBlocked)")
            let allowedImages = allowed.report(DocumentReport.self)?.images ?? []
            try require(allowedImages.map(\.src) == [remote], "allowed images \(allowedImages)")
            try require(output.results.count == 2, "\(output.results.count) results after the switch, expected 2")
            try require(output.heights.count > heightsBefore, "no height reported after the switch: \(output.heights)")

            heightsBefore = output.heights.count
            let blockedAgainResult = await module.setRemoteContentPolicyAndWait(.block)
            let blockedAgain = try (blockedAgainResult ?? .failure(.invalidInput("no result"))).get()
            let blockedAgainCount = blockedAgain.report(SanitizerReport.self)?.remoteBlocked ?? 0
            try require(blockedAgainCount == blockedCount, "back to block counted \(blockedAgainCount)")
            let imagesAgain = blockedAgain.report(DocumentReport.self)?.images ?? []
            try require(!imagesAgain.contains { $0.src == remote }, "images \(imagesAgain)")
            try require(output.results.count == 3, "\(output.results.count) results, expected 3")
            try require(output.heights.count > heightsBefore, "no height reported after switching back")

            // The policy in force: no render, the current result.
            let same = await module.setRemoteContentPolicyAndWait(.block)
            try await Task.sleep(for: .milliseconds(200))
            try require(same == .success(blockedAgain), "the same policy gave \(String(describing: same))")
            try require(output.results.count == 3, "the same policy rendered again: \(output.results.count) results")
        }
    }
}
