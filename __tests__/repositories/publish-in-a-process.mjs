// Publish in a process of its own, as the dev server runs it, for a test to stop part-way:
// `node publish-in-a-process.mjs <clone> [build]`, the clone's hooks stopping it in git's steps, or
// with `build`, the build stopping it. Jiti loads the project's TypeScript as Jest does.
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url, { alias: { '@/': `${process.cwd()}/` } });
const { publish } = await jiti.import('../../app/_editor/publish/publish.ts');

// The clone's hooks stop this process by its number.
process.env.PUBLISHING_PROCESS = String(process.pid);
const stopInBuild = process.argv[3] === 'build';
const check = async () => void (stopInBuild && process.kill(process.pid, 'SIGKILL'));
console.log(JSON.stringify(await publish(process.argv[2], { check })));
