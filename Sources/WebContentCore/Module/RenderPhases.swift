/// What one render's compose and load phases took, summed over its attempts (a recovery loads again).
struct RenderPhases {
    var compose: Duration = .zero
    var load: Duration = .zero
    var loads = 0
}
