interface LegalDoc {
  title: string;
  updated: string;
  sections: Array<{ heading: string; body: string[] }>;
}

const updated = 'November 21, 2026';

export const legalDocuments: Record<'/privacy-policy' | '/terms-and-conditions' | '/license-agreement', LegalDoc> = {
  '/privacy-policy': {
    title: 'Privacy Policy',
    updated,
    sections: [
      {
        heading: 'What we collect',
        body: [
          'Account details you give us (name, e-mail, phone, school, ZIP code), the athletic measurements you submit, your college tracker entries and notes, and the teams and organizations you join.',
          'We record when you sign in and keep a session cookie so you stay signed in. We do not use advertising trackers.',
        ],
      },
      {
        heading: 'How we use it',
        body: [
          'To compute your scores, show your dashboard, and let the coaches and organization administrators of the teams you belong to see your dashboard, ratings and college interactions.',
          'We e-mail you about your account: password resets, invitations, edits a coach makes to your submission, decisions on requests.',
        ],
      },
      {
        heading: 'Who can see it',
        body: [
          'You; coaches and administrators of teams you are an active member of; program administrators of an organization that approved your team; site administrators for support.',
          'We never sell personal data.',
        ],
      },
      {
        heading: 'Players under 18',
        body: [
          'Players under 18 should use Dugout with a parent or guardian’s consent. A parent may ask us to see, correct or delete a minor’s data at any time through Get Help & Support.',
        ],
      },
      {
        heading: 'Your choices',
        body: [
          'You can correct your profile at any time, leave a team, and ask us to delete your account and data through Get Help & Support.',
        ],
      },
    ],
  },
  '/terms-and-conditions': {
    title: 'Terms and Conditions',
    updated,
    sections: [
      {
        heading: 'Using Dugout',
        body: [
          'You must give true information about yourself and your measurements. Scores are estimates computed from what you submit; they are not a promise of recruitment, a scholarship or admission.',
        ],
      },
      {
        heading: 'Accounts',
        body: [
          'Keep your password secret. You are responsible for what is done with your account. We may disable accounts that abuse the service or other users.',
        ],
      },
      {
        heading: 'Coaches and organizations',
        body: [
          'Coaches may add and invite only players they coach, and must keep the data they see confidential to the team. Organization administrators see team data only after approving a team’s request.',
        ],
      },
      {
        heading: 'Payments',
        body: [
          'Prices are shown before you pay. Completed submissions are not refundable once scored, except where the law requires.',
        ],
      },
      {
        heading: 'Liability',
        body: [
          'Dugout is provided as is. To the extent the law allows, we are not liable for indirect losses arising from its use.',
        ],
      },
    ],
  },
  '/license-agreement': {
    title: 'License Agreement',
    updated,
    sections: [
      {
        heading: 'Licence to use',
        body: [
          'We grant you a personal, non-transferable licence to use Dugout for your own recruiting or for managing the teams you coach.',
        ],
      },
      {
        heading: 'Your content',
        body: [
          'You keep the rights to what you upload (photos, logos, notes). You let us store and show it to the people the Privacy Policy names.',
        ],
      },
      {
        heading: 'Reference data',
        body: [
          'College reference data comes from public sources (including the U.S. Department of Education College Scorecard and NOAA climate normals) and may contain errors; check important facts with the college.',
        ],
      },
      {
        heading: 'Restrictions',
        body: ['Do not copy the service, scrape other users’ data, or try to get around access controls.'],
      },
    ],
  },
};
