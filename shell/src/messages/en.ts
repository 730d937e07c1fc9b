// Namespace `shell`: the words of this part's screens, in the spec's exact English (docs/architecture.md "Languages").
const shell = {} as const;

export default shell;
