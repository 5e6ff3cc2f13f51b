import { type RefObject, useEffect, useRef, useState } from 'react';
import { codeOfScan } from './codes';
import { type Detector, loadDetector } from './decoder';

/** Between two frames read: about 8 a second, enough to catch a code held still and light on a phone's battery. */
const FRAME_GAP_MS = 120;

/**
 * Reads the video's frames while the camera is live, one at a time (a frame is read only once
 * the one before is done), and hands each valid code found to `onCode`, as often as it is seen:
 * the session decides what is new. Stops when the scanner closes or the camera stops.
 */
export function useScanLoop(video: RefObject<HTMLVideoElement | null>, isLive: boolean, onCode: (code: string) => void) {
  const [decoder, setDecoder] = useState<{ kind: Detector['kind'] } | { problem: string } | null>(null);
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    if (!isLive) return;
    let isStopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async (detector: Detector) => {
      const frame = video.current;
      if (frame && frame.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        try {
          for (const found of await detector.detect(frame)) {
            const code = codeOfScan(found.format, found.rawValue);
            if (code && !isStopped) handler.current(code);
          }
        } catch {
          // A frame the decoder could not read (the video resizing, a tab in the background): the next one will do.
        }
      }
      if (!isStopped) timer = setTimeout(() => void read(detector), FRAME_GAP_MS);
    };
    loadDetector()
      .then((detector) => {
        if (isStopped) return;
        setDecoder({ kind: detector.kind });
        void read(detector);
      })
      .catch((error: unknown) => {
        if (!isStopped) setDecoder({ problem: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      isStopped = true;
      clearTimeout(timer);
    };
  }, [video, isLive]);

  return decoder;
}
