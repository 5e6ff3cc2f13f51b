import { ActionIcon, Alert, Box, Text } from '@mantine/core';
import { IconBulb, IconBulbOff, IconCameraOff } from '@tabler/icons-react';
import type { RefObject } from 'react';
import type { CameraProblem, CameraState } from './use-camera';

/** Why there is no camera, and what the seller can do, in words: none of this is a fault. */
const PROBLEM_WORDS: Record<CameraProblem, { title: string; text: string }> = {
  denied: {
    title: 'The camera is not allowed',
    text: "ShelfScope may not use the camera. Allow it in the browser's site settings (the icon beside the address), then reload the page. Meanwhile, type the code under the barcode below.",
  },
  'no-camera': {
    title: 'No camera found',
    text: 'This device shows no camera to the browser. Type the code under the barcode below.',
  },
  busy: {
    title: 'The camera is in use',
    text: 'Another app or tab is using the camera. Close it and reload the page, or type the code below.',
  },
  insecure: {
    title: 'The camera needs a secure address',
    text: 'Browsers offer the camera to https addresses only. Open ShelfScope over https, or type the code below.',
  },
};

type Props = {
  video: RefObject<HTMLVideoElement | null>;
  camera: CameraState;
  onTorch: () => void;
  /** What the reader is doing, shown over the picture. */
  status: string;
};

/** The camera's picture with a guide line, the torch where the camera has one, or why there is no picture. */
export function CameraView({ video, camera, onTorch, status }: Props) {
  if (camera.status === 'unavailable') {
    const words = PROBLEM_WORDS[camera.problem];
    return (
      <Alert icon={<IconCameraOff size={18} />} title={words.title} color="gray" variant="light" role="status">
        {words.text}
      </Alert>
    );
  }
  return (
    <Box pos="relative" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', background: '#000' }}>
      <video
        ref={video}
        muted
        playsInline
        aria-label="Camera"
        style={{ display: 'block', width: '100%', maxHeight: '38vh', objectFit: 'cover', aspectRatio: '4 / 3' }}
      />
      {/* Where to hold the code: a red line across the middle, as on a handheld scanner. */}
      <Box
        aria-hidden
        pos="absolute"
        left="8%"
        right="8%"
        top="50%"
        h={2}
        style={{ background: 'rgba(250, 82, 82, 0.85)', boxShadow: '0 0 6px rgba(250, 82, 82, 0.9)' }}
      />
      <Text
        size="xs"
        pos="absolute"
        left={8}
        bottom={8}
        px={6}
        py={2}
        c="white"
        role="status"
        style={{ background: 'rgba(0, 0, 0, 0.6)', borderRadius: 4 }}
      >
        {status}
      </Text>
      {camera.status === 'live' && camera.hasTorch ? (
        <ActionIcon
          pos="absolute"
          top={8}
          right={8}
          size="lg"
          variant="filled"
          color="dark"
          onClick={onTorch}
          aria-label={camera.isTorchOn ? 'Turn the torch off' : 'Turn the torch on'}
          aria-pressed={camera.isTorchOn}
        >
          {camera.isTorchOn ? <IconBulbOff size={18} /> : <IconBulb size={18} />}
        </ActionIcon>
      ) : null}
    </Box>
  );
}
