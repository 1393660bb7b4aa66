import Foundation

/// Seconds on the system's monotonic clock (`CLOCK_MONOTONIC`), the clock GLib's `g_get_monotonic_time` reads: a
/// time another process stamped an event with can be set beside one taken here.
public enum MonotonicTime {
    /// Now, in seconds since an arbitrary start shared by every process of the machine.
    public static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
