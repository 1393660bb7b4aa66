/// A value that is made on the main actor and read there again after an `await` (an image, a Foundation object
/// from JavaScript): it never meets another thread, which the compiler cannot see through a continuation.
struct MainActorValue<Value>: @unchecked Sendable {
    let value: Value
}
