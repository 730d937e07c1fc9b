// Namespace `friends`: the words of this part's screens, in the spec's exact English (docs/architecture.md "Languages").
const friends = {} as const;

export default friends;
