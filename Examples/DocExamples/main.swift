// The documentation's Swift samples, compiled: each file holds one page's samples (README.md and the DocC
// catalogs show them, between `// snippet NAME` and `// snippet end`; tools/snippets/check.py keeps the two equal),
// as functions this program does not call. The samples that run are in the tests (ReadmeExampleTests,
// DocExampleTests).
