import { CODE_CALLED } from '../features/profile/lib/code-called';

// Namespace `friends`: the words of this part's screens, in the spec's exact English (docs/architecture.md "Languages").
// Server and schema messages are not here: they are shown through useErrorText (namespace `errors`).
const friends = {
  // spec §2 screen 10
  register: {
    heading: 'Registration',
    adminHeading: 'Friend registration',
    submit: 'Register',
    // An ADMIN on /admin/friends/register registers someone else.
    registerSomeone: 'Register',
    // spec §8: a network failure of the registration.
    unknownError: 'Unknown Error Occurred!',
  },
  intro: {
    language: 'This is the intro in English. To edit the Spanish one, switch the language to Español.',
    label: 'Intro (HTML)',
    submit: 'Edit Content',
    saved: 'Success!',
  },
  // spec §2 screen 11
  profile: {
    heading: 'Friend Profile',
    manageFriends: 'Manage Friends',
    phoneNumber: 'Phone Number',
    moneroAddress: 'Monero Address',
    description: 'Brief Summary For Publication',
    available: 'available',
    busy: 'busy',
    save: 'Save Profile',
    callMe: 'Call Me',
    codeCalled: CODE_CALLED,
    // spec §8, its spelling kept.
    failed: 'faied to update friend profile',
    verificationCode: 'Verification Code',
    verify: 'Verify',
  },
  photo: {
    preview: 'Profile preview',
    none: 'No photo yet',
    choose: 'Choose Photo',
    wrongType: 'Choose a JPEG, PNG or WebP picture',
    tooLarge: 'The photo must be at most 2 MB',
    unreadable: 'The photo could not be read; choose another picture',
  },
  // spec §2 screen 12
  detail: {
    heading: 'Friend Detail',
    editProfile: 'Edit Profile',
    name: 'Name',
    phoneNumber: 'Phone Number',
    email: 'E-mail',
    username: 'Username',
    friendId: 'Friend Id',
    password: 'Password',
    reset: 'Reset',
    none: 'none',
    currentProfile: 'Current Profile',
    noPhoto: 'No photo yet',
    description: 'Brief Summary For Publication',
    moneroAddress: 'Monero Address',
    availability: 'Availability',
    available: 'available',
    busy: 'busy',
    status: 'Status',
    approved: 'approved',
    waiting: 'waiting for verification',
  },
  // issue 11
  earnings: {
    heading: 'Earnings',
    minutesThisMonth: 'Minutes this month',
    earnedThisMonth: 'Earned this month',
    unpaidBalance: 'Unpaid balance',
  },
} as const;

export default friends;
