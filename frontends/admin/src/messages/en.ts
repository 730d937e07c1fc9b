// Namespace `admin`: the words of this part's screens, in the spec's exact English (docs/architecture.md "Languages").
const admin = {} as const;

export default admin;
