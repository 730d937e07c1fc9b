import { FORCED_CHANGE_NOTICE } from '../features/change-password/forced-change-notice';
import frame from '../frame/frame-messages.en';

// Namespace `shell`: the words of this part's screens, in the spec's exact English (docs/architecture.md "Languages").
// The page frame's words (navigation, footer, public home, Loading…) are the frame's own small catalogue, included
// here so React and the frame the Worker writes share keys and texts.
const shell = {
  ...frame,
  staffHome: {
    heading: 'Back office',
    signedInAs: 'Signed in as {{name}}.',
  },
  login: {
    inmateHeading: 'Inmate Login',
    friendHeading: 'Friend Login',
    staffHeading: 'Staff Login',
    username: 'Username',
    password: 'Password',
    submit: 'Login',
    forgotPassword: 'Forgot Password',
    needsAdmin:
      'This page needs an ADMIN account. Sign in as an ADMIN, or go to <goto>your own tools</goto>.',
  },
  changePassword: {
    heading: 'Change Password',
    forcedNotice: FORCED_CHANGE_NOTICE,
    oldPassword: 'Old Password',
    newPassword: 'New Password',
    reenterPassword: 'Reenter New Password',
    submit: 'Change Password',
  },
  resetPassword: {
    heading: 'Reset Password',
    username: 'Username',
    email: 'Email',
    sent: 'If the email you provided matches our files - a temporary password was sent to you.',
    failed: 'Unable to reset password',
    submit: 'Reset Password',
  },
  contact: {
    heading: 'Contact Support',
    captchaImage: 'captcha',
    newImage: 'New image',
    mailCode: 'E-mail me a code instead',
    mailAgain: 'E-mail me a new code',
    codeSent: 'We sent a code to {{email}}: type it as the captcha answer.',
    showPicture: 'Show a picture instead',
    captchaAnswer: 'Captcha answer',
    email: 'E-mail',
    message: 'Message',
    sent: 'Support Request Sent',
    send: 'Send',
  },
  notFound: {
    heading: 'Page not found',
    text: 'There is no page at this address. <home>Go to the home page</home>.',
  },
  remote: {
    failed: 'This part of the site could not be loaded.',
    retry: 'Retry',
  },
  // Issue 13 §5: staff acting as an inmate or friend (components/layout/acting-banner.tsx).
  banner: {
    label: 'Acting as',
    inmate: 'Acting as {{name}} (inmate)',
    friend: 'Acting as {{name}} (friend)',
    stop: 'Stop',
  },
} as const;

export default shell;
