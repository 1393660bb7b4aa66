import Foundation
import Testing

@testable import WebContentCore
@testable import WebContentLinks

/// The tracker list names vendors by host (and path), on host boundaries, for the kinds each host tracks in.
@Suite(.timeLimit(.minutes(10)))
struct TrackerDirectoryTests {
    let directory = TrackerDirectory.shared

    @Test func vendorsByHostPathAndKind() {
        #expect(directory.vendor(host: "x.list-manage.com", kind: .pixel) == "Mailchimp")
        #expect(directory.vendor(host: "U123.CT.SendGrid.net", kind: .link) == "Twilio SendGrid")
        #expect(directory.vendor(host: "www.facebook.com", path: "/tr", kind: .pixel) == "Meta Pixel")
        #expect(directory.vendor(host: "www.facebook.com", path: "/groups/allotment", kind: .pixel) == nil)
        #expect(directory.vendor(host: "open.convertkit-mail.com", kind: .css) == "Kit (ConvertKit)")
        // A vendor's own site is no click-tracker, a look-alike host is no vendor.
        #expect(directory.vendor(host: "mailchimp.com", kind: .link) == nil)
        #expect(directory.vendor(host: "evillist-manage.com", kind: .pixel) == nil)
        #expect(directory.vendor(host: "list-manage.com.evil.example", kind: .pixel) == nil)
    }

    @Test func clickTrackingLinksOncePerHostFromTheAddressAsWritten() {
        let links = [
            DocumentReport.Link(
                href: "https://shop.example/a", text: "a", original: "https://x.mcsv.net/track?u=1"),
            DocumentReport.Link(href: "https://x.mcsv.net/track?u=2", text: "b"),
            DocumentReport.Link(href: "https://mandrillapp.com/track/click/1", text: "c"),
            DocumentReport.Link(href: "https://mailchimp.com/", text: "Powered by Mailchimp"),
        ]
        #expect(
            directory.linkTrackers(links.map { $0.original ?? $0.href }) == [
                ContentTracker(host: "x.mcsv.net", vendor: "Mailchimp", kind: .link),
                ContentTracker(
                    host: "mandrillapp.com", vendor: "Mailchimp Transactional (Mandrill)", kind: .link),
            ])
    }

    /// Every host the sanitizer blocks as a tracker has a vendor here: the two lists cannot drift apart.
    @Test func everyHostTheSanitizerKnowsHasAVendor() throws {
        let policy = PackageResources.text("js/sanitizer-policy.js")
        let start = try #require(policy.range(of: "const TRACKER_HOSTS = ["))
        let end = try #require(policy.range(of: "];", range: start.upperBound..<policy.endIndex))
        let hosts = policy[start.upperBound..<end.lowerBound].split(separator: "\"").enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        #expect(hosts.count >= 20)
        for host in hosts {
            let slash = host.firstIndex(of: "/")
            let name = String(host[..<(slash ?? host.endIndex)])
            let path = slash.map { String(host[$0...]) } ?? ""
            #expect(directory.vendor(host: name, path: path, kind: .pixel) != nil, "\(host)")
        }
    }
}
