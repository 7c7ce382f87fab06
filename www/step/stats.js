// The step-through's numbers: the stats list, the nodes-per-depth profile
// and the Play button's state, drawn from the player's counters.

export function createStepView(ref) {
  /** The bars' colour, read once: asking for a computed style each frame would force a style pass. */
  let ink = null;
  const stat = (name, text) => {
    ref[`stat-${name}`].textContent = text;
  };

  function drawProfile(profile) {
    const canvas = ref.profile;
    const ctx = canvas.getContext('2d');
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    const max = Math.max(1, ...profile.filter(Boolean));
    const w = canvas.width / Math.max(20, profile.length);
    ink ??= getComputedStyle(canvas).color;
    ctx.fillStyle = ink;
    profile.forEach((count, d) => {
      const h = count ? Math.max(1, (Math.log1p(count) / Math.log1p(max)) * canvas.height) : 0;
      ctx.fillRect(d * w, canvas.height - h, Math.max(1, w - 1), h);
    });
    canvas.setAttribute('aria-label', `Search profile: nodes per depth, up to depth ${profile.length}`);
  }

  /** Draws `counters` (TracerCounters, or null before a search), the step count and the profile. */
  function draw(counters, { steps, profile, playing }) {
    stat('depth', String(counters?.depth ?? 0));
    stat('nodes', (counters?.nodes ?? 0).toLocaleString('en'));
    stat('updates', (counters?.updates ?? 0).toLocaleString('en'));
    stat('solutions', String(counters?.solutions ?? 0));
    stat('size', counters?.columnSize == null ? '–' : String(counters.columnSize));
    stat('steps', steps.toLocaleString('en'));
    drawProfile(profile);
    ref.play.textContent = playing ? 'Pause' : 'Play';
    ref.play.setAttribute('aria-pressed', String(playing));
  }

  return { draw };
}
