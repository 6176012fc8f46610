extension ScreenText {
    // swift-format-ignore
    var korean: String {
        switch self {
        case .appTitle: "Sesame"
        case .signUpTitle: "계정 만들기"
        case .passwordResetTitle: "비밀번호 재설정"
        case .homeTitle: "로그인됨"
        case .launching: "세션을 여는 중…"
        case .signingIn: "로그인 중…"
        case .working: "잠시 기다리세요…"
        case .formHint: "Tab/↑↓ 이동 · Enter 선택 · Ctrl-C 종료\nCtrl-R 비밀번호 표시/숨기기"
        case .backHint: "Tab/↑↓ 이동 · Enter 선택 · Esc 뒤로\nCtrl-R 비밀번호 표시/숨기기 · Ctrl-C 종료"
        case .homeHint: "Tab/↑↓ 이동 · Enter 선택 · Ctrl-C 종료"
        case .providersPrefix: "로그인 방법: "
        case .signOutTitle: "로그아웃할까요?"
        case .signOutMessage: "다시 로그인하려면 비밀번호나 소셜 계정이 필요합니다."
        case .deleteAccountTitle: "계정을 삭제할까요?"
        case .deleteAccountMessage: "계정과 모든 정보가 삭제되며 되돌릴 수 없습니다."
        case .socialAccountEmail: "제공자 계정 이메일"
        case .socialAccountName: "제공자 계정 이름"
        case .socialEmulatorNote: "에뮬레이터 서버: 제공자 계정을 여기서 서명 없이 만듭니다."
        case .socialNeedsToken:
            "이 서버는 제공자의 실제 토큰이 필요하지만 터미널에서는 받을 수 없습니다. "
                + "이메일과 비밀번호로 로그인하거나 에뮬레이터 모드 서버를 사용하세요."
        case .backButton: "뒤로"
        case .outboxHint: "내장 서버는 메일을 이 파일에 씁니다:"
        case .resetCodeHint: "재설정 메일의 코드와 새 비밀번호를 입력하세요."
        case .escCancels: "Esc 취소"
        case .signUpCannotBeCancelled: "가입은 취소할 수 없습니다. 기다려 주세요…"
        case .windowTooSmall: "창이 너무 작습니다. 최소 크기:"
        case .passwordProvider: "비밀번호"
        case .verificationCodeTitle: "코드 입력"
        case .totpEnrollmentTitle: "인증 앱 설정"
        case .qrCodeTooWide: "(QR 코드를 보려면 창을 넓혀 주세요.)"
        case .secretKeyPrefix: "키: "
        case .removeAuthenticatorTitle: "인증 앱을 삭제할까요?"
        case .removeAuthenticatorMessage: "다시 비밀번호만으로 로그인하게 됩니다."
        case .sessionFileUnreadable: "저장된 로그인 정보를 읽을 수 없습니다. 다시 로그인하세요."
        }
    }
}
