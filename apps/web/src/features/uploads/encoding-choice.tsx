import { Group, Select, Text } from '@mantine/core';
import { TEXT_ENCODING_NAMES, TextEncoding, type UploadPreview } from '@shelfscope/contracts';

const DETECTED = '';

/**
 * The text encoding the preview read a CSV in, and a choice of another (docs/uploads.md,
 * "Encodings"): "Detected" follows the server's reading of the bytes; another choice is sent with
 * the preview (which reads the file again) and with the upload.
 */
export function EncodingChoice({
  read,
  chosen,
  onChange,
}: {
  read: UploadPreview;
  chosen: TextEncoding | null;
  onChange: (encoding: TextEncoding | null) => void;
}) {
  if (!read.encoding || !read.detectedEncoding) return null;
  const options = [
    { value: DETECTED, label: `Detected: ${TEXT_ENCODING_NAMES[read.detectedEncoding]}` },
    ...TextEncoding.options.map((value) => ({ value, label: TEXT_ENCODING_NAMES[value] })),
  ];
  return (
    <Group gap="xs" align="center">
      <Text size="sm" data-testid="upload-encoding">
        Read as {TEXT_ENCODING_NAMES[read.encoding]}
        {chosen ? '' : ' (detected)'}.
      </Text>
      <Select
        size="xs"
        w={220}
        aria-label="Text encoding"
        data={options}
        value={chosen ?? DETECTED}
        allowDeselect={false}
        onChange={(value) => onChange(value ? TextEncoding.parse(value) : null)}
      />
    </Group>
  );
}
