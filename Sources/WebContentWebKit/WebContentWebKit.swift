// The Apple adapter lives behind `#if canImport(WebKit)`; on Linux this module builds empty.
