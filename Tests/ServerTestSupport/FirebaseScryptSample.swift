/// The published sample of Firebase's modified scrypt (the firebase/scrypt README): a project's hash
/// settings and one user's salt and hash, in standard base64, as Firebase's console and
/// `auth:export` give them.
public enum FirebaseScryptSample {
    public static let signerKey =
        "jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA=="
    public static let saltSeparator = "Bw=="
    public static let rounds = 8
    public static let memoryCost = 14
    public static let salt = "42xEC+ixf3L2lw=="
    public static let hash =
        "lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ=="
    /// The password the hash is of.
    public static let password = "user1password"
}
