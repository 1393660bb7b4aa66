// Swift Testing declares a cross-import overlay for AppKit (`_Testing_AppKit`: image attachments), which the
// compiler loads in any file that imports both Testing and a module named AppKit: here, the shim's. The shim's
// AppKit offers no attachments, so its overlay is empty; without one, such a file would not compile.
