// The GTK adapter: GTKWebEngine and its GLib thread. See GTKWebEngine.swift.
