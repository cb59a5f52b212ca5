// A made-up catalogue at the scale the benches ask about (200 cities, 10,000 residences, 50,000
// room types, 100,000 tenancy options), the same every run (a seeded generator), and its bulk insert.

export const scale = { cities: 200, propertiesPerCity: 50, roomsPerProperty: 5, universitiesPerCity: 2 };

/** A seeded generator (mulberry32), so every run builds and asks for the same things. */
export function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    some: (list) => list.filter(() => next() < 0.35),
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      hex[12] = '4';
      hex[16] = '8';
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
}

/** The catalogue as rows for the schema's tables. */
export function generate(rng, kinds) {
  const cities = [];
  const universities = [];
  const properties = [];
  const roomTypes = [];
  const tenancyOptions = [];
  const bedTypes = ['Single', 'Small double', 'Double', 'King'];
  for (let c = 0; c < scale.cities; c++) {
    const lat = 50 + rng.next() * 5;
    const lng = -4 + rng.next() * 5;
    const city = {
      id: rng.uuid(),
      slug: `city-${c + 1}`,
      name: `City ${c + 1}`,
      region: 'Bench',
      intro: 'A city made up for the benchmark.',
      lat,
      lng,
      sort: c,
    };
    cities.push(city);
    for (let u = 0; u < scale.universitiesPerCity; u++)
      universities.push({
        id: rng.uuid(),
        slug: `university-${c + 1}-${u + 1}`,
        cityId: city.id,
        name: `University ${u + 1} of City ${c + 1}`,
        shortName: `U${u + 1}C${c + 1}`,
        lat: lat + (rng.next() - 0.5) * 0.04,
        lng: lng + (rng.next() - 0.5) * 0.04,
        website: 'https://example.ac.uk',
      });
    for (let p = 0; p < scale.propertiesPerCity; p++) {
      const property = {
        id: rng.uuid(),
        // Property slugs are unique site-wide (/book-a-viewing/:propertySlug names one by its slug alone).
        slug: `residence-${c + 1}-${p + 1}`,
        cityId: city.id,
        name: `Residence ${p + 1}`,
        tagline: 'Made up for the benchmark',
        description: 'A residence made up for the benchmark.',
        addressLine1: `${p + 1} Bench Street`,
        postcode: 'BN1 1AA',
        lat: lat + (rng.next() - 0.5) * 0.06,
        lng: lng + (rng.next() - 0.5) * 0.06,
        amenities: ['Gym', 'Study spaces'],
        floorLevels: ['Ground', '1', '2'],
        featured: rng.next() < 0.01,
        sort: p,
      };
      properties.push(property);
      for (let r = 0; r < scale.roomsPerProperty; r++) {
        const kind = rng.pick(kinds);
        const room = {
          id: rng.uuid(),
          slug: `${kind}-${r + 1}`,
          propertyId: property.id,
          name: `${kind} ${r + 1}`,
          kind,
          bedType: rng.pick(bedTypes),
          sizeSqm: rng.int(11, 30),
          description: 'A room made up for the benchmark.',
          features: ['Study desk'],
          floorLevels: ['1'],
          sort: r,
        };
        roomTypes.push(room);
        for (const weeks of [44, 51])
          tenancyOptions.push({
            id: rng.uuid(),
            roomTypeId: room.id,
            academicYear: '2026/27',
            weeks,
            startDate: '2026-09-12',
            endDate: weeks === 51 ? '2027-09-03' : '2027-07-17',
            pricePerWeekPence: rng.int(130, 300) * 100 + rng.pick([0, 50, 99]),
            billingFrequency: 'weekly',
            currency: 'GBP',
            roomsAvailable: rng.next() < 0.25 ? 0 : rng.int(1, 12),
          });
      }
    }
  }
  return { cities, universities, properties, roomTypes, tenancyOptions };
}

/** Multi-row inserts in one transaction, each statement under PostgreSQL's 65,535 parameters. */
export async function insertAll(db, schema, rows) {
  await db.transaction(async (tx) => {
    for (const [table, list] of [
      [schema.cities, rows.cities],
      [schema.universities, rows.universities],
      [schema.properties, rows.properties],
      [schema.roomTypes, rows.roomTypes],
      [schema.tenancyOptions, rows.tenancyOptions],
    ]) {
      const perStatement = Math.floor(60_000 / Object.keys(list[0]).length);
      for (let i = 0; i < list.length; i += perStatement)
        await tx.insert(table).values(list.slice(i, i + perStatement));
    }
  });
}
