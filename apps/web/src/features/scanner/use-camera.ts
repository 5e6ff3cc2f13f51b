import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Why the camera cannot be used, each told in words (camera-view.tsx), never as an error. */
export type CameraProblem = 'denied' | 'no-camera' | 'busy' | 'insecure';

export type CameraState =
  | { status: 'starting' }
  | { status: 'live'; hasTorch: boolean; isTorchOn: boolean }
  | { status: 'unavailable'; problem: CameraProblem };

/** The name of a getUserMedia refusal as one of the problems a seller can act on. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'no-camera';
}

type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

/**
 * The back camera into `video`, while the scanner is open: asked for once, stopped on leaving
 * (the light beside a phone's camera goes off). The torch is offered when the camera has one.
 */
export function useCamera(video: RefObject<HTMLVideoElement | null>) {
  const [state, setState] = useState<CameraState>({ status: 'starting' });
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);

  useEffect(() => {
    if (!navigator.mediaDevices?.getUserMedia) {
      // Browsers offer the camera to https pages (and localhost) only.
      setState({ status: 'unavailable', problem: window.isSecureContext ? 'no-camera' : 'insecure' });
      return;
    }
    let stream: MediaStream | null = null;
    let isGone = false;
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
      })
      .then(async (given) => {
        stream = given;
        if (isGone) return;
        const element = video.current;
        if (element) {
          element.srcObject = given;
          await element.play().catch(() => undefined);
        }
        const [first] = given.getVideoTracks();
        setTrack(first ?? null);
        const capabilities = (first?.getCapabilities?.() ?? {}) as TorchCapabilities;
        setState({ status: 'live', hasTorch: capabilities.torch === true, isTorchOn: false });
      })
      .catch((error: unknown) => {
        if (!isGone) setState({ status: 'unavailable', problem: cameraProblemOf(error) });
      });
    return () => {
      isGone = true;
      for (const t of stream?.getTracks() ?? []) t.stop();
    };
  }, [video]);

  const toggleTorch = useCallback(async () => {
    if (!track || state.status !== 'live') return;
    const on = !state.isTorchOn;
    await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] }).catch(() => undefined);
    setState({ ...state, isTorchOn: on });
  }, [track, state]);

  return { state, toggleTorch };
}
