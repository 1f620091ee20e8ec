/** Word pools for the demo data set: realistic, varied, and free of any contact detail. */

export const MALE_NAMES = [
  'Abdulrahman',
  'Abdullahi',
  'Ibrahim',
  'Yusuf',
  'Musa',
  'Aliyu',
  'Umar',
  'Usman',
  'Sulaiman',
  'Idris',
  'Kabir',
  'Mustapha',
  'Habeeb',
  'Akeem',
  'Ridwan',
  'Tijani',
  'Lukman',
  'Faruq',
  'Haruna',
  'Bashir',
  'Sodiq',
  'Nurudeen',
  'Jamiu',
  'Zakariyya',
  'Abubakar',
  'Hamza',
] as const;

export const FEMALE_NAMES = [
  'Aishat',
  'Fatimah',
  'Khadijah',
  'Maryam',
  'Zainab',
  'Hafsat',
  'Ruqayyah',
  'Halimah',
  'Sumayyah',
  'Aminat',
  'Rahmah',
  'Hauwa',
  'Bilqis',
  'Nafisah',
  'Safiyyah',
  'Asmau',
  'Ummu',
  'Balqees',
  'Karimah',
  'Zulaykha',
  'Hadiza',
  'Firdaus',
  'Jamilah',
  'Rukayat',
  'Aisha',
  'Lateefah',
] as const;

export const SURNAMES = [
  'Adeyemi',
  'Bello',
  'Abdulkadir',
  'Lawal',
  'Sanni',
  'Olanrewaju',
  'Yakubu',
  'Danjuma',
  'Salami',
  'Ibrahim',
  'Mohammed',
  'Garba',
  'Ogunbiyi',
  'Adebayo',
  'Sadiq',
  'Okafor',
  'Jimoh',
  'Raji',
  'Shehu',
  'Bakare',
  'Akinola',
  'Umar',
  'Kolawole',
  'Balogun',
  'Aminu',
  'Oladipo',
] as const;

/** States of origin, weighted towards where most of our families come from. */
export const STATES = [
  'Lagos',
  'Lagos',
  'Oyo',
  'Oyo',
  'Kwara',
  'Kwara',
  'Kano',
  'Kano',
  'Kaduna',
  'Ogun',
  'Osun',
  'Sokoto',
  'Katsina',
  'Niger',
  'Borno',
  'Bauchi',
  'Federal Capital Territory',
  'Kogi',
  'Ekiti',
  'Nasarawa',
  'Zamfara',
  'Gombe',
  'Edo',
  'Ondo',
  'Enugu',
] as const;

/** Country of residence: most at home, a good share in the diaspora. */
export const RESIDENCES = [
  'Nigeria',
  'Nigeria',
  'Nigeria',
  'Nigeria',
  'Nigeria',
  'Nigeria',
  'United Kingdom',
  'United Kingdom',
  'United States',
  'Canada',
  'Ireland',
  'United Arab Emirates',
  'Saudi Arabia',
  'Germany',
] as const;

export const PROFESSIONS = [
  'Pharmacist',
  'Software engineer',
  'Nurse',
  'Accountant',
  'Civil engineer',
  'Teacher',
  'Medical doctor',
  'Architect',
  'Banker',
  'Entrepreneur',
  'Data analyst',
  'Lecturer',
  'Fashion designer',
  'Lawyer',
  'Agricultural economist',
  'Islamic studies teacher',
  'Graphic designer',
  'Physiotherapist',
  'Logistics manager',
  'Quantity surveyor',
] as const;

export const ABOUT_OPENINGS = [
  'I am a calm and family-oriented person who values honesty above all.',
  'Alhamdulillah, I grew up in a close family where the deen was at the centre of our home.',
  'I am cheerful, patient and I love learning new things.',
  'People describe me as kind, a good listener and quick to laugh.',
  'I am a practising Muslim trying every day to be better than yesterday.',
  'I am easy-going, responsible and I take my commitments seriously.',
] as const;

export const ABOUT_INTERESTS = [
  'In my free time I read, cook for my family and attend weekend halaqahs.',
  'I enjoy long walks, volunteering at our masjid and visiting relatives.',
  'I love reading biographies of the Sahabah and trying new recipes.',
  'I enjoy football on Saturdays, Qur’an memorisation and spending time with my nieces.',
  'I spend my weekends on community projects and learning Arabic.',
  'I enjoy travelling, photography of landscapes and quiet evenings at home.',
] as const;

export const ABOUT_HOPES = [
  'I hope to build a home full of mercy, where we help each other towards Jannah.',
  'I am looking for a spouse who is sincere, God-conscious and ready to grow together.',
  'I would like a marriage built on mutual respect, good communication and shared faith.',
  'I pray for a righteous partner who values family and good character.',
] as const;

export const EDUCATION_TEXTS = [
  'I studied at a federal university and have worked in my field for several years.',
  'I completed my degree and professional certification, and I keep learning on the job.',
  'After my first degree I went on to a master’s programme, which I finished last year.',
  'I trained locally and I now lead a small team at work.',
] as const;

export const PLANS_TEXTS = [
  'In the short term I want to grow in my career; in the medium term I hope to start a small business.',
  'I am saving towards our own home and plan to pursue further studies.',
  'I plan to deepen my knowledge of the deen and take on more responsibility at work.',
  'I would like to settle down, support my family and keep serving the community.',
] as const;

export const DRESSING_MALE = [
  'I usually wear a jalabiya or kaftan, and smart casual clothes at work.',
  'Modest and neat: trousers above the ankle, and native attire on Fridays.',
] as const;

export const DRESSING_FEMALE = [
  'I wear the jilbab and hijab, and keep my dressing modest at all times.',
  'I wear the khimar with long, loose clothing; the niqab on some occasions.',
  'I dress modestly in abaya and hijab.',
] as const;

export const PRACTICE_TEXTS = [
  'I pray on time as much as I can, fast Mondays and Thursdays when possible and attend a weekly circle.',
  'I am working on my tahajjud and I read a portion of the Qur’an every day.',
  'I attend tafsir during Ramadan and try to give sadaqah every week.',
  'I am memorising the Qur’an with a teacher and I try to keep my adhkar morning and evening.',
] as const;

export const SPEAKERS = [
  'Mufti Menk',
  'Sheikh Ahmad Gumi',
  'Yasir Qadhi',
  'Omar Suleiman',
  'Sheikh Jafar Mahmud Adam',
  'Dr. Bilal Philips',
  'Sheikh Muyideen Bello',
  'Nouman Ali Khan',
] as const;

export const ORGANIZATIONS = [
  'The Muslim Students’ Society of Nigeria (MSSN)',
  'Nasrul-Lahi-il Fathi Society (NASFAT)',
  'Jama’atu Nasril Islam (JNI)',
  'The Muslim Congress (TMC)',
] as const;

export const STARTED_PRACTISING = ['childhood', 'teenage years', 'university days', 'twenties'];
