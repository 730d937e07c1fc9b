// Namespace `shell`: the words of this part's screens, in the spec's exact English (docs/architecture.md "Languages").
const shell = {
  // Issue 13 §5: staff acting as an inmate or friend (components/layout/acting-banner.tsx).
  banner: {
    label: 'Acting as',
    inmate: 'Acting as {{name}} (inmate)',
    friend: 'Acting as {{name}} (friend)',
    stop: 'Stop',
  },
} as const;

export default shell;
