/// What a figure should reach: its measured value compared with a bound.
struct Goal: Sendable {
    enum Relation: String, Sendable {
        case atMost = "<="
        case atLeast = ">="
        case below = "<"
    }

    let relation: Relation
    let bound: Double

    static func atMost(_ bound: Double) -> Goal { Goal(relation: .atMost, bound: bound) }
    static func atLeast(_ bound: Double) -> Goal { Goal(relation: .atLeast, bound: bound) }
    static func below(_ bound: Double) -> Goal { Goal(relation: .below, bound: bound) }

    func isMet(by value: Double) -> Bool {
        switch relation {
        case .atMost: value <= bound
        case .atLeast: value >= bound
        case .below: value < bound
        }
    }

    var text: String { "\(relation.rawValue) \(Format.number(bound))" }
}
