-- The phone format (800 x 533, ADR 066): every picture kept before it names it too. Its files are
-- made on the first ask (read-media.use-case.ts); meanwhile that ask gets the medium file.
UPDATE "media" SET "formats" = "formats" || jsonb_build_object(
  'phone', jsonb_build_object(
    'url', '/media/' || "id" || '/phone.webp',
    'avifUrl', '/media/' || "id" || '/phone.avif',
    'width', 800,
    'height', 533
  )
) WHERE NOT ("formats" ? 'phone');
