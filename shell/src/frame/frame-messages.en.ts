/**
 * The words of the page frame (docs/architecture.md "The first paint"), in the spec's English: the Worker writes the
 * frame from this small catalogue (not the whole `shell` one, for its size budget), and the `shell` namespace
 * includes it, so the navigation, the footer and the public home React renders use the same keys and texts.
 * Home's service lines keep their `<strong>` (React renders them with <Trans>, the frame as HTML).
 */
const frame = {
  /** The page's `<meta name="description">` (shell/index.html), which the Worker writes in the reader's language. */
  description: 'Buy communication credits for people in custody; friends are paid per call minute.',
  skipLink: 'Skip to main content',
  loading: 'Loading…',
  language: 'Language',
  nav: {
    label: 'Main',
    home: 'Home',
    inmates: 'Inmates',
    friends: 'Friends',
    adminTools: 'Admin Tools',
    login: 'Login',
    register: 'Register',
    acountInfo: 'Acount Info',
    logout: 'Logout',
  },
  tools: {
    jails: 'Configure Institutions',
    offers: 'Manage Offers',
    inmates: 'Manage Inmates',
    friends: 'Manage Friends',
    files: 'Manage Audio Files',
    employees: 'Manage Employees',
    settings: 'Settings',
  },
  /** The first heading of a remote screen (screen-headings.ts): the same words as the remote's catalogue. */
  screens: {
    offers: 'Offers',
    accountInfo: 'Account Info',
  },
  footer: {
    paymentMethods: 'Payment methods',
    contactSupport: 'Contact Support',
  },
  home: {
    heading: 'Stay in touch from inside',
    intro:
      'Buy credits for the services that keep a person in custody connected, one service at a time or as a bundle covering several:',
    friends: '<strong>Friends</strong>: calls with volunteer companions outside.',
    callConnect: '<strong>Call Connect</strong>: calls forwarded to the numbers you choose.',
    aiChat: '<strong>AI Chat</strong>: conversations with an AI assistant.',
    messaging: '<strong>Messaging</strong>: messages to and from the outside.',
    seeOffers: 'See the offers',
    becomeFriend: 'Become a friend',
    friendsIntro:
      'Friends are people outside who take calls from inmates and are paid for every accepted call minute, to a Monero address.',
    registerFriend: 'Register as a friend',
  },
} as const;

export default frame;
