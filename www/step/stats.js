// The step-through's numbers: the stats list, the nodes-per-depth profile
// and the Play button's state, drawn from the player's counters.

export function createStepView(ref, words) {
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
    canvas.setAttribute('aria-label', words.t('stat-profile-name', { depth: profile.length }));
  }

  /** Draws `counters` (TracerCounters, or null before a search), the step count and the profile. */
  function draw(counters, { steps, profile, playing }) {
    stat('depth', String(counters?.depth ?? 0));
    stat('nodes', words.n(counters?.nodes ?? 0));
    stat('updates', words.n(counters?.updates ?? 0));
    stat('solutions', words.n(counters?.solutions ?? 0));
    stat('size', counters?.columnSize == null ? '–' : words.n(counters.columnSize));
    stat('steps', words.n(steps));
    drawProfile(profile);
    ref.play.textContent = words.t(playing ? 'control-pause' : 'control-play');
    ref.play.setAttribute('aria-pressed', String(playing));
  }

  return { draw };
}
