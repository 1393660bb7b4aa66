import Foundation
import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// What a configuration asks of an engine's own settings, and the engine-free parts of a whole-document capture.
@Suite(.timeLimit(.minutes(10))) struct EngineSettingsTests {
    @Test func untrustedContentRunsNoPageScriptAndKeepsNoStorage() {
        let settings = EngineSettings(WebViewConfiguration())
        #expect(!settings.runsPageScripts)
        #expect(!settings.allowsLocalStorage)
        #expect(settings.allowsZoom)
        #expect(!settings.scriptsOpenWindows)
    }

    @Test func trustedContentRunsItsScriptsAndZoomFollowsTheConfiguration() {
        let settings = EngineSettings(
            WebViewConfiguration {
                $0.trust = .trusted
                $0.disablesZoom = true
            })
        #expect(settings.runsPageScripts)
        #expect(settings.allowsLocalStorage)
        #expect(!settings.allowsZoom)
        // Trust never lets a script open a window on its own.
        #expect(!settings.scriptsOpenWindows)
    }

    @Test func linkPreviewsAreOnOnlyUnderTheEnginesOwnLinkMenu() {
        #expect(EngineSettings.allowsLinkPreview(hasLinkMenu: true))
        #expect(!EngineSettings.allowsLinkPreview(hasLinkMenu: false))
    }

    @Test func aCaptureGetsAMinuteOrTheLongerStepTimeout() {
        #expect(WholeDocumentCapture.timeout(stepTimeout: .seconds(5)) == .seconds(60))
        #expect(WholeDocumentCapture.timeout(stepTimeout: .seconds(90)) == .seconds(90))
    }

    @Test func aCapturesErrorWinsAndNothingBackIsAMalformedResult() {
        let failed = WholeDocumentCapture.snapshot.outcome(Data([1]), error: "gone", missing: "image")
        #expect(failed == .failure(.loadFailed("snapshot: gone")))
        let empty = WholeDocumentCapture.snapshot.outcome(Data?.none, error: nil, missing: "PNG")
        #expect(empty == .failure(.malformedResult("snapshot returned no PNG")))
        #expect(WholeDocumentCapture.snapshot.outcome(Data([1]), error: nil, missing: "PNG") == .success(Data([1])))
        #expect(WholeDocumentCapture.print.failure("no printer") == .loadFailed("print: no printer"))
    }

    @Test func onlyAPDFIsAPrintsResult() throws {
        let pdf = Data("%PDF-1.7\n".utf8)
        #expect(try WholeDocumentCapture.pdf(pdf) == pdf)
        #expect(throws: WebContentError.malformedResult("print produced no PDF")) {
            try WholeDocumentCapture.pdf(Data("<html>".utf8))
        }
        #expect(throws: WebContentError.malformedResult("print produced no PDF")) { try WholeDocumentCapture.pdf(nil) }
    }

    @Test func aPrintFileGivesBackItsPDFOnceThePrinterFinishedAndGoes() throws {
        let file = try PrintFile()
        try Data("%PDF-1.7\n".utf8).write(to: file.url)
        #expect(throws: WebContentError.loadFailed("print: the print operation did not finish")) {
            try file.pdf(printed: false)
        }
        #expect(try file.pdf() == Data("%PDF-1.7\n".utf8))
        file.remove()
        #expect(!FileManager.default.fileExists(atPath: file.url.deletingLastPathComponent().path))
        #expect(throws: WebContentError.malformedResult("print produced no PDF")) { try file.pdf() }
    }

    @Test func theStandardSheetIsA4LessItsMargins() {
        let printable = PrintedPage.standard.printable
        #expect(printable.x == 36 && printable.y == 36)
        #expect(abs(printable.width - 523.28) < 0.01 && abs(printable.height - 769.89) < 0.01)
    }

    @Test func aSnapshotKeepsTheMeasuredContentInImagePixelsAndNoMoreThanAsked() {
        // 100.2 CSS px at scale 2 and 110 % zoom: 220.44 image rows, rounded up.
        #expect(WholeDocumentCapture.rows(contentHeight: 100.2, pixelsPerCSSPixel: 2.2, maximumRows: nil) == 221)
        #expect(WholeDocumentCapture.rows(contentHeight: 100, pixelsPerCSSPixel: 2, maximumRows: 150) == 150)
        #expect(WholeDocumentCapture.rows(contentHeight: nil, pixelsPerCSSPixel: 2, maximumRows: 150) == 150)
        #expect(WholeDocumentCapture.rows(contentHeight: nil, pixelsPerCSSPixel: 2, maximumRows: nil) == nil)
        #expect(WholeDocumentCapture.kept(221, of: 1200) == 221)
        #expect(WholeDocumentCapture.kept(5000, of: 1200) == 1200)
        #expect(WholeDocumentCapture.kept(0, of: 1200) == 1)
        #expect(WholeDocumentCapture.kept(nil, of: 1200) == 1200)
    }

    @Test func aPlanThatKeepsTheViewsHeightNeverResizesIt() {
        var resize = SnapshotResize()
        let hosted = SnapshotPlan(currentHeight: 600, documentHeight: 1800, contentHeight: 1780, isInWindow: true)
        #expect(resize.begin(hosted) == nil)
        #expect(resize.end(hosted) == nil)
        // A windowless view grows for the capture and gets its height back once the last capture ends.
        let first = SnapshotPlan(currentHeight: 600, documentHeight: 1800, contentHeight: 1780, isInWindow: false)
        #expect(resize.begin(first) == 1800)
        let second = SnapshotPlan(
            currentHeight: resize.ownHeight(current: 1800), documentHeight: 1800, contentHeight: 1780,
            isInWindow: false)
        #expect(resize.begin(second) == 1800)
        #expect(resize.end(first) == nil)
        #expect(resize.end(second) == 600)
    }

    @Test func aPlanCutAtAMaximumHeightCapturesAndGrowsOnlyThatFar() {
        let cut = SnapshotPlan(
            currentHeight: 600, documentHeight: 56_000, contentHeight: 55_980, isInWindow: false, maximumHeight: 16_000)
        #expect(cut.captureHeight == 16_000 && cut.viewHeight == 16_000)
        // The control: the whole document grows the view to its height.
        let whole = SnapshotPlan(currentHeight: 600, documentHeight: 56_000, contentHeight: 55_980, isInWindow: false)
        #expect(whole.captureHeight == 55_980 && whole.viewHeight == 56_000)
        // A view in a window keeps its frame; only the captured rectangle is cut.
        let hosted = SnapshotPlan(
            currentHeight: 600, documentHeight: 56_000, contentHeight: 55_980, isInWindow: true, maximumHeight: 900)
        #expect(hosted.captureHeight == 900 && hosted.viewHeight == 600)
    }
}
