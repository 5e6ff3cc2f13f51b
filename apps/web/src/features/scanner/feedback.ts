let audio: AudioContext | null = null;

/**
 * A short beep and a buzz for a new code, so the seller can look at the shelf, not the screen.
 * Either may be refused (no sound before the first tap, no vibration on iOS): scanning goes on.
 */
export function signalNewCode(): void {
  try {
    navigator.vibrate?.(80);
  } catch {
    // Not offered here.
  }
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = 1760;
    volume.gain.value = 0.08;
    tone.connect(volume).connect(audio.destination);
    // 90 ms: long enough to hear in a store, short enough not to annoy.
    tone.start();
    tone.stop(audio.currentTime + 0.09);
  } catch {
    // No audio here.
  }
}
