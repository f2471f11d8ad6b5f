import type { MailText } from './mail-text.ts';

export const ko = {
  greeting: (name) => `${name}님, 안녕하세요.`,
  signature: 'Galley 팀 드림',
  ignoreNotice: '직접 요청하지 않으셨다면 이 메일은 무시하셔도 됩니다.',
  verifyEmail: {
    subject: 'Galley 이메일 주소를 인증해 주세요',
    intro: '가입해 주셔서 감사합니다. Galley의 모든 기능을 사용하려면 이메일 주소를 인증해 주세요.',
    action: '이메일 인증하기',
    expiry: '이 링크는 24시간 동안 유효합니다.',
  },
  resetPassword: {
    subject: 'Galley 비밀번호 재설정',
    intro: 'Galley 계정의 비밀번호 재설정 요청을 받았습니다.',
    action: '새 비밀번호 설정하기',
    expiry: '이 링크는 1시간 동안 유효하며 한 번만 사용할 수 있습니다.',
  },
  loginCode: {
    subject: 'Galley 로그인 인증 코드',
    intro: '로그인을 완료하려면 로그인 화면에 아래 코드를 입력해 주세요:',
    expiry: (minutes) => `이 코드는 ${minutes}분 후에 만료되며 한 번만 사용할 수 있습니다.`,
    notYou:
      '로그인을 시도하지 않으셨다면 다른 사람이 비밀번호를 알고 있을 수 있습니다. 프로필에서 비밀번호를 변경해 주세요.',
  },
} satisfies MailText;
