// Shared conformance test bodies.
