// Manage Audio Files' own look: files grouped by purpose as cards; the active one is framed and also says "Active".
const CSS = `
.audio-upload { max-width: 36rem; }
.audio-group { display: grid; gap: 0.5rem; }
.audio-group__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
.audio-file { display: grid; gap: 0.4rem; padding: 0.75rem; border: 1px solid #d8dee4; border-radius: 6px; background: #fff; }
.audio-file--active { border: 2px solid #1a7f37; }
.audio-file__title { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: baseline; margin: 0; font-size: 1.05rem; overflow-wrap: anywhere; }
.audio-file__active { font-size: 0.85rem; font-weight: 600; color: #1a7f37; border: 1px solid currentColor; border-radius: 999px; padding: 0 0.5rem; }
.audio-file__facts { margin: 0; color: #57606a; }
.audio-file audio { width: 100%; max-width: 28rem; }
.audio-file__actions { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; }
.audio-file__replace { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: flex-end; }
`;

export function AudioFilesStyles() {
  return <style>{CSS}</style>;
}
