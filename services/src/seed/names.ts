// Person names from @faker-js/faker, one seeded instance per locale so a supervisor at a Swedish
// university usually has a Swedish name. Each instance is seeded from the catalogue seed, and the
// call order is fixed by the generator, so names are reproducible.
import { Faker, allLocales, base, en, type LocaleDefinition } from '@faker-js/faker';
import { deriveSeed } from './prng.ts';

export interface Person {
  firstName: string;
  lastName: string;
}

export type NameSource = (locale: string) => Person;

export function createNameSource(seed: number): NameSource {
  const fakers = new Map<string, Faker>();
  const locales = allLocales as Record<string, LocaleDefinition | undefined>;
  return (locale) => {
    let faker = fakers.get(locale);
    if (!faker) {
      const definition = locales[locale];
      faker = new Faker({ locale: definition ? [definition, en, base] : [en, base] });
      faker.seed(deriveSeed(seed, `faker:${locale}`));
      fakers.set(locale, faker);
    }
    // Pick the sex first so first and last names agree in languages that inflect surnames.
    const sex = faker.person.sexType();
    return { firstName: faker.person.firstName(sex), lastName: faker.person.lastName(sex) };
  };
}
