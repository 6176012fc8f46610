extension FieldState {
    /// The floating label's colour: red while a message shows, green while the text is valid (seed
    /// 004's e-mail label), otherwise neutral.
    public var labelTint: ValidityTint {
        if message != nil { return .invalid }
        return isValid && !text.isEmpty ? .valid : .neutral
    }
}
