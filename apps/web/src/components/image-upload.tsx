import { Box, Button, Group, Image, Input, Text } from '@mantine/core';
import { IMAGE_PREVIEW_MAX_HEIGHT } from '@sitebook/contract';
import { useEffect, useId, useState } from 'react';

export interface ImageUploadProps {
  label: string;
  /** The newly chosen file (not uploaded yet). */
  file: File | null;
  onChange: (file: File | null) => void;
  /** An already stored image (fetched with the bearer token), shown until another file is chosen. */
  existing?: Blob | null;
  /** Let a phone open its camera (capture="environment"). */
  camera?: boolean;
  previewAlt: string;
  removeLabel: string;
  disabled?: boolean;
}

/** An object URL for a blob, revoked when the blob changes or the component leaves. */
function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/**
 * An image file input (images only) with a preview at most IMAGE_PREVIEW_MAX_HEIGHT px high.
 * A native input, so phones offer their gallery (and camera when `camera` is set).
 */
export function ImageUpload({
  label,
  file,
  onChange,
  existing,
  camera = false,
  previewAlt,
  removeLabel,
  disabled,
}: ImageUploadProps) {
  const id = useId();
  const [inputKey, setInputKey] = useState(0);
  const url = useObjectUrl(file ?? existing ?? null);
  return (
    <Input.Wrapper label={label} id={id}>
      <Box mt={4}>
        <input
          key={inputKey}
          id={id}
          type="file"
          accept="image/*"
          capture={camera ? 'environment' : undefined}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
          style={{ maxWidth: '100%', fontSize: 'var(--mantine-font-size-sm)' }}
        />
      </Box>
      {url && (
        <Box mt="xs">
          <Image
            src={url}
            alt={previewAlt}
            fit="contain"
            w="auto"
            radius="sm"
            style={{ maxHeight: IMAGE_PREVIEW_MAX_HEIGHT, maxWidth: '100%' }}
          />
          {file && (
            <Group mt={4}>
              <Button
                variant="subtle"
                size="compact-sm"
                color="orange.9"
                c="orange.9"
                onClick={() => {
                  onChange(null);
                  setInputKey((k) => k + 1);
                }}
              >
                {removeLabel}
              </Button>
            </Group>
          )}
        </Box>
      )}
      {file && (
        <Text size="xs" c="gray.8" mt={2} style={{ overflowWrap: 'anywhere' }}>
          {file.name}
        </Text>
      )}
    </Input.Wrapper>
  );
}
