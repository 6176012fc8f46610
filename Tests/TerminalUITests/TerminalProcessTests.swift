import Testing

/// The suites that open pseudo-terminals and pipes or start child processes run one at a time: a child
/// started while another test holds descriptors open inherits them (posix_spawn keeps every descriptor
/// without close-on-exec), and a pipe whose write end lives on in the wrong child never reaches end of
/// file.
@Suite(.serialized)
struct TerminalProcessTests {}
