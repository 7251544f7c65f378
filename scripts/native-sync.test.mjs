import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** A Capacitor project as a clean clone has it (config, package.json, a web build), in a temporary folder. */
function cleanProject() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'native-sync-'));
  copyFileSync(path.join(root, 'apps/web/capacitor.config.json'), path.join(dir, 'capacitor.config.json'));
  copyFileSync(path.join(root, 'apps/web/package.json'), path.join(dir, 'package.json'));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist/index.html'), '<!doctype html><title>Yolcu</title>');
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

function sync(dir) {
  const res = spawnSync('node', [path.join(root, 'scripts/native-sync.mjs'), '--skip-build', '--project', dir], {
    env: { ...process.env, VITE_API_ORIGIN: 'https://book.yolcu.example' },
    encoding: 'utf8',
  });
  expect(res.status, res.stderr + res.stdout).toBe(0);
}

const read = (dir, file) => readFileSync(path.join(dir, file), 'utf8');
const FILES = [
  'android/app/src/main/AndroidManifest.xml',
  'android/variables.gradle',
  'android/build.gradle',
  'ios/App/App/Info.plist',
  'ios/App/App/App.entitlements',
  'ios/App/App.xcodeproj/project.pbxproj',
  'ios/App/Podfile',
];

describe('npm run native:sync', () => {
  it('generates the Android and iOS projects with the web build and the deep links, and a second run changes nothing', () => {
    const dir = cleanProject();
    sync(dir);

    expect(existsSync(path.join(dir, 'android/app/src/main/assets/public/index.html'))).toBe(true);
    expect(existsSync(path.join(dir, 'ios/App/App/public/index.html'))).toBe(true);
    expect(JSON.parse(read(dir, 'android/app/src/main/assets/capacitor.config.json'))).toMatchObject({
      appId: 'example.yolcu.app',
      server: { androidScheme: 'https' },
    });

    const manifest = read(dir, 'android/app/src/main/AndroidManifest.xml');
    expect(manifest).toMatch(/<intent-filter android:autoVerify="true">/);
    expect(manifest).toContain('<data android:host="book.yolcu.example" />');
    expect(manifest).toContain('<data android:pathPrefix="/flight/booking/detail/" />');
    expect(manifest).toContain('<data android:pathPrefix="/transfer/booking/detail/" />');
    expect(manifest).toContain('<data android:scheme="yolcu" />');
    expect(read(dir, 'android/variables.gradle')).toMatch(/minSdkVersion = 24/);

    expect(read(dir, 'ios/App/App/Info.plist')).toMatch(
      /CFBundleURLSchemes<\/key>\s*<array>\s*<string>yolcu<\/string>/,
    );
    expect(read(dir, 'ios/App/App/App.entitlements')).toContain('<string>applinks:book.yolcu.example</string>');
    const pbx = read(dir, 'ios/App/App.xcodeproj/project.pbxproj');
    expect(pbx.match(/CODE_SIGN_ENTITLEMENTS = App\/App\.entitlements;/g)).toHaveLength(2);
    expect(pbx).not.toMatch(/IPHONEOS_DEPLOYMENT_TARGET = 14/);

    const first = FILES.map((f) => read(dir, f));
    sync(dir);
    expect(FILES.map((f) => read(dir, f))).toEqual(first);
    rmSync(dir, { recursive: true, force: true });
  }, 120_000);
});
