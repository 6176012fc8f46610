extension NotificationText {
    // swift-format-ignore
    var korean: String {
        switch self {
        case .subject(let kind, let app):
            switch kind {
            case .passwordReset: "\(app) 새 비밀번호 설정"
            case .verifyEmail: "\(app) 이메일 주소 확인"
            case .changeEmail: "\(app) 새 이메일 주소 확인"
            case .recoverEmail: "\(app) 계정의 이메일 주소가 바뀌었습니다"
            case .signIn: "\(app) 로그인 링크"
            }
        case .greeting(let name): name.map { "\($0)님, 안녕하세요." } ?? "안녕하세요."
        case .request(let kind, let app, let email, let newEmail):
            switch kind {
            case .passwordReset: "\(app)의 \(email) 계정에 새 비밀번호를 정하겠다는 요청이 있었습니다."
            case .verifyEmail: "\(app)에서 \(email) 주소가 본인의 주소인지 확인하려고 합니다."
            case .changeEmail: "\(app)의 \(email) 계정 이메일 주소를 \(newEmail) 주소로 바꾸겠다는 요청이 있었습니다."
            case .recoverEmail: "\(app) 계정의 이메일 주소가 \(email)에서 \(newEmail) 주소로 바뀌었습니다."
            case .signIn: "\(email) 주소로 \(app)에 로그인할 링크를 보내 달라는 요청이 있었습니다."
            }
        case .action(let kind, let email):
            switch kind {
            case .passwordReset: "새 비밀번호를 정하려면 아래 링크를 열어 주세요."
            case .verifyEmail: "확인하려면 아래 링크를 열어 주세요."
            case .changeEmail: "새 주소를 확인하려면 아래 링크를 열어 주세요."
            case .recoverEmail: "직접 바꾸지 않았다면 아래 링크를 열어 \(email) 주소를 다시 사용하세요."
            case .signIn: "로그인하려면 요청한 기기에서 아래 링크를 열어 주세요."
            }
        case .button(let kind):
            switch kind {
            case .passwordReset: "새 비밀번호 정하기"
            case .verifyEmail: "내 주소 확인하기"
            case .changeEmail: "새 주소 확인하기"
            case .recoverEmail: "이전 주소로 되돌리기"
            case .signIn: "로그인하기"
            }
        case .expiry(let seconds):
            "이 링크는 한 번만, 앞으로 \(Self.koreanDuration(seconds)) 동안 쓸 수 있습니다."
        case .ifNotYou(let kind, let app):
            switch kind {
            case .passwordReset: "요청한 적이 없다면 이 메일은 무시하셔도 됩니다. 비밀번호는 그대로 유지됩니다."
            case .verifyEmail: "\(app)에서 이 주소를 쓴 적이 없다면 이 메일은 무시하셔도 됩니다."
            case .changeEmail: "요청한 적이 없다면 이 메일은 무시해 주세요. 계정의 주소는 그대로 유지됩니다."
            case .recoverEmail: "직접 바꾸었다면 따로 하실 일은 없습니다. 그렇지 않다면 주소를 되돌린 뒤 비밀번호도 새로 정해 주세요."
            case .signIn: "요청한 적이 없다면 이 메일은 무시해 주세요. 이 링크가 없으면 아무도 로그인할 수 없습니다."
            }
        case .signature(let app): "\(app)에서 보낸 메일입니다"
        case .linkFallback: "버튼이 열리지 않으면 아래 주소를 브라우저에 붙여 넣어 주세요."
        case .sms(let code, let app): "\(app) 인증 코드는 \(code)입니다."
        }
    }

    static func koreanDuration(_ seconds: Int64) -> String {
        let (count, unit) = duration(seconds)
        let name =
            switch unit {
            case .day: "일"
            case .hour: "시간"
            case .minute: "분"
            case .second: "초"
            }
        return "\(count)\(name)"
    }
}
