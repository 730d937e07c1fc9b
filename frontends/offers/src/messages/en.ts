// Namespace `offers`: the words of this part's screens, in the spec's exact English (docs/architecture.md "Languages").
const offers = {} as const;

export default offers;
