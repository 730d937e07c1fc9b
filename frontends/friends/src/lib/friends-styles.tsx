// The friend screens' own look. The shell's stylesheet styles the shared pieces (fields, messages, buttons); these
// rules travel with the remote, so it renders the same wherever it is mounted. Narrow screens first.
const CSS = `
.friends { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.75rem; max-width: 40rem; }
.friend-intro { overflow-wrap: anywhere; }
.friend-fields { display: grid; grid-template-columns: max-content 1fr; gap: 0.35rem 1rem; margin: 0.5rem 0 1rem; }
.friend-fields dt { font-weight: 600; }
.friend-fields dd { margin: 0; overflow-wrap: anywhere; }
.friend-photo { position: relative; display: grid; gap: 0.5rem; justify-items: start; }
.friend-photo__image { max-width: min(100%, 256px); height: auto; border-radius: 6px; border: 1px solid #d8dee4; }
.friend-photo label.button-like { display: inline-block; cursor: pointer; padding: 0.5rem 1.1rem; min-height: 44px; box-sizing: border-box; border: 1px solid currentColor; border-radius: 6px; }
.friend-photo:has(input[type="file"]:focus-visible) .button-like { outline: 3px solid #1f5fbf; outline-offset: 2px; }
.friend-available { display: inline-flex; gap: 0.5rem; align-items: center; min-height: 44px; }
.friend-panel { border: 1px solid #d8dee4; border-radius: 6px; padding: 0.75rem 1rem; background: #fff; }
.friend-panel h2 { margin-top: 0; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); border: 0; }
@media (max-width: 30rem) { .friend-fields { grid-template-columns: 1fr; } .friend-fields dd { margin-bottom: 0.5rem; } }
`;

export function FriendsStyles() {
  return <style>{CSS}</style>;
}
