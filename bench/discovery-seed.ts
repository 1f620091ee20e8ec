/**
 * Loads a realistic discovery data set into PostgreSQL, fast: families of 1–4 singles, both
 * genders, ~70% AA / ~20% AS genotypes, ages 18–60 skewed to 20–40, mostly Nigeria plus the
 * diaspora, and a preference row for most singles — generated inside PostgreSQL with
 * generate_series and hashes of the row number (deterministic: the same rows on every run),
 * secondary indexes dropped during the load and rebuilt after it, then VACUUM ANALYZE.
 * No recommendation list is built (decision 059: lists are built lazily on first read).
 *
 * Usage: npm run bench:seed -- [--profiles 1000000]   (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/waliyy_bench; the database is created when missing).
 * The first BENCH_ACCOUNTS accounts (bench.1@example.com …) log in with BENCH_PASSWORD.
 */
import { EDUCATION_LEVELS, EMPLOYMENT_STATUSES, SALAT_PATTERNS } from '@waliyy/contract/options';
import { openDatabase } from '../apps/api/src/db/client';
import * as pool from '../apps/api/src/db/demo/pools';
import { migrate } from '../apps/api/src/db/migrate';
import { createPasswordHasher, DEFAULT_PASSWORD_SETTINGS } from '../apps/api/src/lib/passwords';
import {
  BENCH_ACCOUNTS,
  BENCH_PASSWORD,
  benchDatabaseUrl,
  benchEmail,
  ensureBenchDatabase,
  flag,
  uuidOf,
} from './discovery-common';
import {
  below,
  DIASPORA,
  displayId,
  LGAS,
  list,
  month,
  param,
  params,
  pick,
  rnd,
  values,
  year,
} from './discovery-seed-sql';

const profiles = Number(flag('profiles', '1000000'));
if (!Number.isInteger(profiles) || profiles < 1000) throw new Error('--profiles: at least 1000');
const url = benchDatabaseUrl();
const started = performance.now();
const seconds = () => Math.round((performance.now() - started) / 100) / 10;
const step = (what: string) => console.log(`[${seconds().toFixed(1)} s] ${what}`);

// ---- The database: created when missing ----
if (await ensureBenchDatabase(url)) step(`created database ${new URL(url).pathname.slice(1)}`);

// No statement limit: the load's INSERT … SELECTs over a million rows run for minutes.
const database = await openDatabase({
  kind: 'postgres',
  url,
  maxConnections: 4,
  queryTimeoutMs: 0,
});
if (database.driver.kind !== 'postgres') throw new Error('PostgreSQL only');
const pgPool = database.driver.pool;
await migrate(database);
step('migrations applied');

const hasher = createPasswordHasher(DEFAULT_PASSWORD_SETTINGS);
const [benchHash, nobodysHash] = await Promise.all([
  hasher.hash(BENCH_PASSWORD, 'bench-seed'),
  hasher.hash(crypto.randomUUID(), 'bench-seed'),
]);

// ---- Deterministic pseudo-random numbers and picks in SQL: discovery-seed-sql.ts ----

// ---- A clean slate: every account and what hangs off it (plans stay) ----
const client = await pgPool.connect();
await client.query(`set maintenance_work_mem = '1GB'`);
await client.query(`set synchronous_commit = off`);
await client.query(
  // CASCADE: and whatever else hangs off accounts (billing's orders and subscriptions, …).
  'truncate users, children, preferences, recommendation_lists, recommendations, sessions, auth_codes, outbox cascade',
);
const secondary = await client.query<{ name: string; def: string }>(
  `select i.indexname as name, i.indexdef as def from pg_indexes i
   where i.schemaname = 'public' and i.tablename in ('users', 'children', 'preferences')
     and i.indexname not in (select conname from pg_constraint where contype in ('p', 'u', 'x'))`,
);
for (const { name } of secondary.rows) await client.query(`drop index "${name}"`);
step(`emptied; ${secondary.rows.length} secondary indexes dropped for the load`);

// ---- Families: 1–4 singles each (45/30/15/10 %), cut so the singles add up to `profiles` ----
await client.query('drop table if exists bench_family');
await client.query(
  `create unlogged table bench_family as
   with sized as (
     select u, case when r < 0.45 then 1 when r < 0.75 then 2 when r < 0.90 then 3 else 4 end as k
     from (select u, ${rnd('u', 1)} as r from generate_series(1, ${profiles}) u) s
   ), placed as (select u, k, sum(k) over (order by u) - k as first from sized)
   select u, first::int as first, least(k, ${profiles} - first)::int as k
   from placed where first < ${profiles}`,
);
const families = Number(
  (await client.query<{ n: string }>('select count(*) as n from bench_family')).rows[0]!.n,
);
step(`${families} families planned`);

await client.query('set session_replication_role = replica'); // no FK triggers while loading
await client.query(
  `insert into users (id, email, first_name, last_name, phone, password_hash, email_verified_at,
     created_at, updated_at)
   select ${uuidOf('user', 'u')}, 'bench.' || u || '@example.com',
     ${pick(pool.MALE_NAMES, 'u', 2)}, ${pick(pool.SURNAMES, 'u', 3)},
     '+23480' || (10000000 + ${below('u', 4, 89999999)}),
     case when u <= ${BENCH_ACCOUNTS} then ${param(benchHash, 'text')} else ${param(nobodysHash, 'text')} end,
     now(), now() - interval '1 hour' - interval '3 years' * (1 - first::float8 / ${profiles}), now()
   from bench_family`,
  params.splice(0),
);
step(`users inserted`);

// ---- Singles, in two halves on two connections (one per core) ----
// Layered: the random draws first, then what depends on them (age → birth, state → LGA, …).
const childrenSql = `
  insert into children (id, user_id, display_id, first_name, last_name, year_of_birth,
    month_of_birth, gender, genotype, height, weight, marital_status, has_children, is_smoker,
    is_drinker, has_addictions, citizenship, state, lga, country_of_residence, is_mixed_ethnicity,
    education_level, profession, employment_status, professional_plans, is_willing_to_relocate,
    relocation_plans, is_a_revert, sect, belongs_to_islamic_organization,
    islamic_organization_name, speakers_listened_to, started_practicing_in, salat_pattern,
    description_of_islamic_practice, about, about_education_and_job, about_dressing, listed,
    created_at, updated_at)
  select ${uuidOf('child', 'g')}, ${uuidOf('user', 'u')}, ${displayId('g')},
    case when male then ${pick(pool.MALE_NAMES, 'g', 10)} else ${pick(pool.FEMALE_NAMES, 'g', 10)} end,
    ${pick(pool.SURNAMES, 'u', 3)},
    ${year} - age - case when birth_month > ${month} then 1 else 0 end, birth_month,
    case when male then 'MALE' else 'FEMALE' end,
    case when gr < 0.70 then 'AA' when gr < 0.90 then 'AS' when gr < 0.95 then 'AC'
         when gr < 0.97 then 'SS' when gr < 0.985 then 'CC' else 'SC' end,
    round((case when male then 1.62 + ${rnd('g', 12)} * 0.33 else 1.50 + ${rnd('g', 12)} * 0.27 end)::numeric, 2)::float8,
    round(case when male then 60 + ${rnd('g', 13)} * 35 else 48 + ${rnd('g', 13)} * 32 end),
    marital, marital <> 'SINGLE' and ${rnd('g', 14)} < 0.6, ${rnd('g', 15)} < 0.03,
    ${rnd('g', 16)} < 0.01, ${rnd('g', 17)} < 0.01,
    case when residence = 'Nigeria' or ${rnd('g', 18)} >= 0.4 then 'Nigerian'
         when residence = 'United Kingdom' then 'British' else 'Nigerian' end,
    state,
    ${param(LGAS, 'jsonb')} -> state ->> ${below('g', 19, `jsonb_array_length(${param(LGAS, 'jsonb')} -> state)`)},
    residence, ${rnd('g', 20)} < 0.1,
    case when ${rnd('g', 21)} < 0.15 then 'SECONDARY' else ${pick(values(EDUCATION_LEVELS).slice(3), 'g', 22)} end,
    ${pick(pool.PROFESSIONS, 'g', 23)},
    case when ${rnd('g', 24)} < 0.8 then 'EMPLOYED' else ${pick(values(EMPLOYMENT_STATUSES).slice(1, 4), 'g', 25)} end,
    ${pick(pool.PLANS_TEXTS, 'g', 26)}, willing,
    case when willing then 'I am open to relocating for the right family, in shā’ Allāh.' end,
    ${rnd('g', 27)} < 0.08, case when ${rnd('g', 28)} < 0.97 then 'SUNNI' else 'SHIA' end,
    belongs, case when belongs then ${pick(pool.ORGANIZATIONS, 'g', 29)} end,
    -- Two different speakers.
    array[(${list(pool.SPEAKERS)})[1 + s1], (${list(pool.SPEAKERS)})[1 + (s1 + 1 + ${below('g', 31, pool.SPEAKERS.length - 1)}) % ${pool.SPEAKERS.length}]],
    ${pick(pool.STARTED_PRACTISING, 'g', 32)},
    case when ${rnd('g', 33)} < 0.75 then ${param(SALAT_PATTERNS[0].value, 'text')}
         else ${pick(values(SALAT_PATTERNS).slice(1, 4), 'g', 34)} end,
    ${pick(pool.PRACTICE_TEXTS, 'g', 35)},
    ${pick(pool.ABOUT_OPENINGS, 'g', 36)} || ' ' || ${pick(pool.ABOUT_INTERESTS, 'g', 37)} || ' ' || ${pick(pool.ABOUT_HOPES, 'g', 38)},
    ${pick(pool.EDUCATION_TEXTS, 'g', 39)},
    case when male then ${pick(pool.DRESSING_MALE, 'g', 40)} else ${pick(pool.DRESSING_FEMALE, 'g', 40)} end,
    true, created, created
  from (
    select g, u, male, birth_month, residence, state, willing, belongs, gr, created,
      ${below('g', 30, pool.SPEAKERS.length)} as s1,
      case when ${rnd('g', 41)} < 0.82 then 'SINGLE'
           when ${rnd('g', 42)} < 0.7 then 'DIVORCED' else 'WIDOWED' end as marital,
      -- 18–60, most between 20 and 40: men peak near 30, women near 27.
      case when ar < 0.04 then 18 + ${below('g', 43, 2)}
           when ar < 0.88 then 20 + floor((case when male then 21 else 17 end)
                                * (${rnd('g', 44)} + ${rnd('g', 45)}) / 2)::int
           else 41 + ${below('g', 46, 20)} end as age
    from (
      select f.u, f.first + j as g, ${rnd('f.first + j', 50)} < 0.5 as male,
        1 + ${below('f.first + j', 51, 12)} as birth_month, ${rnd('f.first + j', 52)} as ar,
        ${rnd('f.first + j', 53)} as gr,
        case when ${rnd('f.first + j', 54)} < 0.7 then 'Nigeria'
             else ${pick(DIASPORA, 'f.first + j', 55)} end as residence,
        ${pick(pool.STATES, 'f.first + j', 56)} as state,
        ${rnd('f.first + j', 57)} < 0.55 as willing, ${rnd('f.first + j', 58)} < 0.4 as belongs,
        -- Families join over three years, in row order (as a real table fills up), a family's
        -- singles within the hour after its account.
        now() - interval '1 hour' - interval '3 years' * (1 - f.first::float8 / ${profiles})
          + interval '1 hour' * ${rnd('f.first + j', 59)} as created
      from bench_family f, generate_series(1, f.k) j
      where f.u between $FROM and $TO
    ) draws
  ) single`;
const childrenParams = params.splice(0);
const half = Math.ceil(families / 2);
const other = await pgPool.connect();
await other.query('set session_replication_role = replica');
await other.query('set synchronous_commit = off');
await Promise.all([
  client.query(childrenSql.replace('$FROM', '1').replace('$TO', String(half)), childrenParams),
  other.query(
    childrenSql.replace('$FROM', String(half + 1)).replace('$TO', String(families)),
    childrenParams,
  ),
]);
step(`${profiles} singles inserted`);

// ---- Preferences for ~85% (after demo/preferences.ts: realistic, not random) ----
const preferencesSql = `
  insert into preferences (id, child_id, min_age, max_age, genotypes, min_height,
    marital_statuses, education_levels, employment_statuses, countries_of_residence,
    willing_to_relocate, salat_patterns, sects, has_children, is_revert, is_smoker, is_drinker,
    has_addictions, created_at, updated_at)
  select ${uuidOf('preference', 'id')}, id,
    case when open_age then 18 else least(100, greatest(18, lo)) end,
    case when open_age then null else greatest(least(100, greatest(18, lo)), least(100, hi)) end,
    case when genotype in ('AS', 'SS', 'SC') and ${rnd('n', 61)} < 0.5 then '{AA}'::text[]
         else '{}'::text[] end,
    case when gender = 'FEMALE' and ${rnd('n', 62)} < 0.4 then 1.65 end,
    case when ${rnd('n', 63)} < 0.7 then '{SINGLE}'::text[]
         when ${rnd('n', 64)} < 0.5 then '{SINGLE,DIVORCED}'::text[] else '{}'::text[] end,
    case when ${rnd('n', 65)} < 0.5 then '{BACHELORS,POSTGRADUATE_DIPLOMA,MASTERS,PHD}'::text[]
         else '{}'::text[] end,
    case when gender = 'FEMALE' and ${rnd('n', 66)} < 0.6 then '{EMPLOYED,SELF_EMPLOYED}'::text[]
         else '{}'::text[] end,
    case when ${rnd('n', 67)} >= 0.3 then '{}'::text[]
         when country_of_residence = 'Nigeria' then '{Nigeria}'::text[]
         else array[country_of_residence, 'Nigeria'] end,
    case when not is_willing_to_relocate and ${rnd('n', 68)} < 0.3 then true end,
    case when ${rnd('n', 69)} < 0.65 then ${list([SALAT_PATTERNS[0].value])} else '{}'::text[] end,
    case when ${rnd('n', 70)} < 0.8 then '{SUNNI}'::text[] else '{}'::text[] end,
    case when ${rnd('n', 71)} < (case when marital_status = 'SINGLE' then 0.6 else 0.1 end) then false end,
    null,
    case when ${rnd('n', 72)} < 0.85 then false end,
    case when ${rnd('n', 73)} < 0.95 then false end,
    case when ${rnd('n', 74)} < 0.9 then false end,
    created_at, created_at
  from (
    select c.*, hashtextextended(c.id::text, 0) as n, ${year} - c.year_of_birth as age
    from children c
    where $HALF
  ) c
  cross join lateral (
    select ${rnd('n', 60)} < 0.1 as open_age,
      case when gender = 'MALE' then age - 8 - ${below('n', 75, 3)} else age - ${below('n', 76, 2)} end as lo,
      case when gender = 'MALE' then age + ${below('n', 77, 3)} else age + 8 + ${below('n', 78, 5)} end as hi
  ) a
  where ${rnd('n', 79)} < 0.85`;
const preferenceParams = params.splice(0);
const MID_UUID = '80000000-0000-0000-0000-000000000000';
await Promise.all([
  client.query(preferencesSql.replace('$HALF', `c.id < '${MID_UUID}'`), preferenceParams),
  other.query(preferencesSql.replace('$HALF', `c.id >= '${MID_UUID}'`), preferenceParams),
]);
step('preferences inserted');
other.release();

await client.query('set session_replication_role = origin');
await client.query('drop table bench_family');
// The triggers that keep population_counts were off for the load (replica role): count once.
await client.query(`truncate population_counts;
  insert into population_counts (gender, genotype, listed)
  select gender, genotype, count(*)::int from children where listed group by 1, 2`);
// Rebuilt from their own definitions (whatever the migrations say today), one per connection.
const defs = secondary.rows.map((r) => r.def);
const builders = [client, await pgPool.connect()];
await Promise.all(
  builders.map(async (conn, i) => {
    await conn.query(`set maintenance_work_mem = '1GB'`);
    for (let k = i; k < defs.length; k += builders.length) await conn.query(defs[k]!);
  }),
);
builders[1]!.release();
step(`${defs.length} indexes rebuilt`);
// VACUUM sets the visibility map too, so index-only scans are index-only from the start.
await client.query('vacuum analyze users, children, preferences');
step('vacuum analyze done');

const counts = await client.query<Record<string, string>>(`
  select (select count(*) from users) as users, (select count(*) from children) as singles,
    (select count(*) from preferences) as preferences,
    (select round(100.0 * count(*) filter (where genotype = 'AA') / count(*)) from children) as aa_pct,
    (select round(100.0 * count(*) filter (where genotype = 'AS') / count(*)) from children) as as_pct,
    (select round(100.0 * count(*) filter (where gender = 'FEMALE') / count(*)) from children) as female_pct,
    (select round(100.0 * count(*) filter (where country_of_residence = 'Nigeria') / count(*)) from children) as nigeria_pct,
    (select pg_size_pretty(pg_total_relation_size('children'))) as children_size`);
client.release();
await database.close();
console.log(JSON.stringify({ ...counts.rows[0], seconds: seconds() }));
console.log(
  `bench accounts: ${benchEmail(1)} … ${benchEmail(BENCH_ACCOUNTS)}, password ${BENCH_PASSWORD}`,
);
