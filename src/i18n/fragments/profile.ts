/**
 * Messages of the profile page (`src/profile`): who is signed in and the language, date
 * format and time zone preferences, under `console.profile.*`. 'Preferences updated
 * successfully' is the spec's own text (section 8).
 */
const en = {
  console: {
    profile: {
      title: 'My Profile',
      roles: 'Roles: %{roles}',
      guest: 'guest (no role)',
      preferences: 'Preferences',
      language: 'Language',
      dateFormat: 'Date format',
      dateFormatOption: '%{format} (%{example})',
      timeZone: 'Time zone',
      saved: 'Preferences updated successfully',
    },
  },
};

const zh = {
  console: {
    profile: {
      title: '我的资料',
      roles: '角色：%{roles}',
      guest: '访客（无角色）',
      preferences: '偏好设置',
      language: '语言',
      dateFormat: '日期格式',
      dateFormatOption: '%{format}（%{example}）',
      timeZone: '时区',
      saved: '偏好设置已成功更新',
    },
  },
};

const ms = {
  console: {
    profile: {
      title: 'Profil Saya',
      roles: 'Peranan: %{roles}',
      guest: 'tetamu (tiada peranan)',
      preferences: 'Keutamaan',
      language: 'Bahasa',
      dateFormat: 'Format tarikh',
      dateFormatOption: '%{format} (contoh: %{example})',
      timeZone: 'Zon waktu',
      saved: 'Keutamaan berjaya dikemas kini',
    },
  },
};

const ta = {
  console: {
    profile: {
      title: 'எனது சுயவிவரம்',
      roles: 'பங்குகள்: %{roles}',
      guest: 'விருந்தினர் (பங்கு இல்லை)',
      preferences: 'விருப்பத்தேர்வுகள்',
      language: 'மொழி',
      dateFormat: 'தேதி வடிவம்',
      dateFormatOption: '%{format} (எ.கா. %{example})',
      timeZone: 'நேர மண்டலம்',
      saved: 'விருப்பத்தேர்வுகள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன',
    },
  },
};

export const messages = { en, zh, ms, ta };
