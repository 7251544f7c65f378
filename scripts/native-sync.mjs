#!/usr/bin/env node
// `npm run native:sync` (issue 12): builds the web app for the Capacitor shell, generates the
// Android and iOS projects when they are missing, copies the build into them (`cap sync`) and
// applies the settings Capacitor does not generate: the Capacitor 8 toolchain levels (the CLI is
// 7 because CLI 8 needs Node 22) and the deep links. Safe to run again: every edit is idempotent.
//
//   VITE_API_ORIGIN   the server the shell calls and whose links open the app (default https://yolcu.example)
//   --skip-build      use the web build already in apps/web/dist
//   --project <dir>   the Capacitor project folder (default apps/web; tests use a copy)
//   --platforms a,b   android and/or ios (default both)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The path prefixes a link may open in the app (see apps/web/src/features/native/deep-links.ts). */
export const DEEP_LINK_PREFIXES = ['/flight/booking/detail/', '/transfer/booking/detail/'];
export const URL_SCHEME = 'yolcu';
const MARK_START = '<!-- yolcu:deep-links -->';
const MARK_END = '<!-- /yolcu:deep-links -->';

/** Capacitor 8's Android levels (its migration guide); the CLI 7 template starts at Capacitor 7's. */
const ANDROID_VARIABLES = {
  minSdkVersion: '24',
  compileSdkVersion: '36',
  targetSdkVersion: '36',
  androidxActivityVersion: "'1.11.0'",
  androidxAppCompatVersion: "'1.7.1'",
  androidxCoordinatorLayoutVersion: "'1.3.0'",
  androidxCoreVersion: "'1.17.0'",
  androidxFragmentVersion: "'1.8.9'",
  coreSplashScreenVersion: "'1.2.0'",
  androidxWebkitVersion: "'1.14.0'",
  androidxJunitVersion: "'1.3.0'",
  androidxEspressoCoreVersion: "'3.7.0'",
  cordovaAndroidVersion: "'14.0.1'",
};

function parseArgs(argv) {
  const args = { skipBuild: false, project: path.join(root, 'apps/web'), platforms: ['android', 'ios'] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--skip-build') args.skipBuild = true;
    else if (argv[i] === '--project') args.project = path.resolve(argv[++i]);
    else if (argv[i] === '--platforms') args.platforms = argv[++i].split(',');
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  return args;
}

function run(cmd, args, cwd, env = process.env) {
  console.log(`> ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { cwd, env, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.status ?? res.signal})`);
}

/** Rewrites a file only when the edit changes it; returns whether it did. */
function edit(file, change) {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after !== before) writeFileSync(file, after);
  return after !== before;
}

/** Replaces the text between the markers (or inserts it before `anchor`), so a second run changes nothing. */
export function upsertBlock(text, block, anchor, indent = '') {
  const wrapped = `${indent}${MARK_START}\n${block}\n${indent}${MARK_END}`;
  const start = text.indexOf(`${indent}${MARK_START}`);
  if (start >= 0) {
    const end = text.indexOf(MARK_END, start) + MARK_END.length;
    return text.slice(0, start) + wrapped + text.slice(end);
  }
  const at = text.indexOf(anchor);
  if (at < 0) throw new Error(`cannot find ${anchor}`);
  return `${text.slice(0, at)}${wrapped}\n${text.slice(at)}`;
}

export function androidIntentFilters(host) {
  const i = '            ';
  const view = `${i}    <action android:name="android.intent.action.VIEW" />
${i}    <category android:name="android.intent.category.DEFAULT" />
${i}    <category android:name="android.intent.category.BROWSABLE" />`;
  const paths = DEEP_LINK_PREFIXES.map((p) => `${i}    <data android:pathPrefix="${p}" />`).join('\n');
  const appLinks = host
    ? `${i}<intent-filter android:autoVerify="true">
${view}
${i}    <data android:scheme="https" />
${i}    <data android:host="${host}" />
${paths}
${i}</intent-filter>
`
    : '';
  return `${appLinks}${i}<intent-filter>
${view}
${i}    <data android:scheme="${URL_SCHEME}" />
${i}</intent-filter>`;
}

export function patchAndroid(dir, host) {
  const manifest = path.join(dir, 'app/src/main/AndroidManifest.xml');
  edit(manifest, (xml) => {
    let out = upsertBlock(xml, androidIntentFilters(host), '        </activity>', '            ');
    // Capacitor 8 also handles density changes itself.
    out = out.replace(/android:configChanges="(?![^"]*density)([^"]*)"/, 'android:configChanges="$1|density"');
    return out;
  });
  edit(path.join(dir, 'variables.gradle'), (g) =>
    Object.entries(ANDROID_VARIABLES).reduce(
      (text, [k, v]) => text.replace(new RegExp(`(${k}\\s*=\\s*)\\S+`), `$1${v}`),
      g,
    ),
  );
  edit(path.join(dir, 'build.gradle'), (g) =>
    g
      .replace(/com\.android\.tools\.build:gradle:[\d.]+/, 'com.android.tools.build:gradle:8.13.0')
      .replace(/com\.google\.gms:google-services:[\d.]+/, 'com.google.gms:google-services:4.4.4'),
  );
  edit(path.join(dir, 'gradle/wrapper/gradle-wrapper.properties'), (p) =>
    p.replace(/gradle-[\d.]+-all\.zip/, 'gradle-8.14.3-all.zip'),
  );
}

export function iosUrlTypes() {
  return `\t${MARK_START}
\t<key>CFBundleURLTypes</key>
\t<array>
\t\t<dict>
\t\t\t<key>CFBundleURLName</key>
\t\t\t<string>${URL_SCHEME}</string>
\t\t\t<key>CFBundleURLSchemes</key>
\t\t\t<array>
\t\t\t\t<string>${URL_SCHEME}</string>
\t\t\t</array>
\t\t</dict>
\t</array>
\t${MARK_END}`;
}

export function iosEntitlements(host) {
  const domains = host ? `\n\t\t<string>applinks:${host}</string>\n\t` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>com.apple.developer.associated-domains</key>
\t<array>${domains}</array>
</dict>
</plist>
`;
}

export function patchIos(dir, host) {
  const app = path.join(dir, 'App');
  edit(path.join(app, 'App/Info.plist'), (plist) => {
    const start = plist.indexOf(`\t${MARK_START}`);
    if (start >= 0) {
      const end = plist.indexOf(MARK_END, start) + MARK_END.length;
      return plist.slice(0, start) + iosUrlTypes() + plist.slice(end);
    }
    const at = plist.lastIndexOf('</dict>');
    return `${plist.slice(0, at)}${iosUrlTypes()}\n${plist.slice(at)}`;
  });
  writeFileSync(path.join(app, 'App/App.entitlements'), iosEntitlements(host));
  edit(path.join(app, 'App.xcodeproj/project.pbxproj'), (pbx) =>
    pbx
      .replace(
        /(\n(\s*)INFOPLIST_FILE = App\/Info\.plist;)(?!\n\s*CODE_SIGN_ENTITLEMENTS)/g,
        '$1\n$2CODE_SIGN_ENTITLEMENTS = App/App.entitlements;',
      )
      // Capacitor 8 needs iOS 15.
      .replace(/IPHONEOS_DEPLOYMENT_TARGET = 1[0-4]\.\d;/g, 'IPHONEOS_DEPLOYMENT_TARGET = 15.0;'),
  );
  edit(path.join(app, 'Podfile'), (pod) => pod.replace(/platform :ios, '[\d.]+'/, "platform :ios, '15.0'"));
}

export function apiOriginFromEnv(env = process.env) {
  const value = env.VITE_API_ORIGIN || 'https://yolcu.example';
  const url = new URL(value);
  if (url.protocol !== 'https:')
    console.warn(
      `VITE_API_ORIGIN ${value} is not https: the shell may not reach it and no App/Universal Links are set`,
    );
  return { origin: url.origin, host: url.protocol === 'https:' ? url.host : null };
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const { origin, host } = apiOriginFromEnv();
  const cap = path.join(root, 'node_modules/.bin/cap');
  if (!args.skipBuild) {
    console.log(`Building the web app for the shell; it calls ${origin}`);
    run(path.join(root, 'node_modules/.bin/vite'), ['build'], args.project, {
      ...process.env,
      VITE_API_ORIGIN: origin,
    });
  }
  for (const platform of args.platforms) {
    if (!existsSync(path.join(args.project, platform))) run(cap, ['add', platform], args.project);
  }
  for (const platform of args.platforms) run(cap, ['sync', platform], args.project);
  if (args.platforms.includes('android')) patchAndroid(path.join(args.project, 'android'), host);
  if (args.platforms.includes('ios')) patchIos(path.join(args.project, 'ios'), host);
  console.log(
    `Done. Links to https://${host ?? '(no https host)'}${DEEP_LINK_PREFIXES.join('…, ')}… and ${URL_SCHEME}://… open the app.`,
  );
  console.log('iOS: run `pod install` in ios/App on a Mac (CocoaPods), then open App.xcworkspace in Xcode.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (err) {
    console.error(`native:sync failed: ${err.message}`);
    process.exit(1);
  }
}
