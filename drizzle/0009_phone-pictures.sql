-- The phone and tablet formats (800 x 533 and 1200 x 800, ADR 066): every picture kept before them
-- names them too. Their files are made on the first ask (read-media.use-case.ts); meanwhile that
-- ask gets the medium file (for phone) or the large one (for tablet).
UPDATE "media" SET "formats" = "formats" || jsonb_build_object(
  'phone', jsonb_build_object(
    'url', '/media/' || "id" || '/phone.webp',
    'avifUrl', '/media/' || "id" || '/phone.avif',
    'width', 800,
    'height', 533
  ),
  'tablet', jsonb_build_object(
    'url', '/media/' || "id" || '/tablet.webp',
    'avifUrl', '/media/' || "id" || '/tablet.avif',
    'width', 1200,
    'height', 800
  )
) WHERE NOT ("formats" ? 'phone' AND "formats" ? 'tablet');
