// Namespace `account`: the words of this part's screens, in the spec's exact English (docs/architecture.md "Languages").
const account = {} as const;

export default account;
