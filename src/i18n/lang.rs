//! The languages dlx-lab speaks, and how a language is named or chosen.

/// A language of the catalogues.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, the default and the fallback.
    #[default]
    En,
    /// Simplified Chinese, in OI-wiki's terms.
    ZhCn,
}

impl Lang {
    /// Every language, the default first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::ZhCn];

    /// The BCP 47 tag: `en`, `zh-CN`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhCn => "zh-CN",
        }
    }

    /// The language of a tag or locale name, if dlx-lab speaks it: `en`,
    /// `en-GB`, `zh`, `zh-CN`, `zh-Hans`, `zh_CN.UTF-8`. Chinese in any
    /// script gets Simplified Chinese, the only Chinese the catalogues have.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let tag = tag
            .split(['.', '@'])
            .next()
            .unwrap_or("")
            .replace('_', "-")
            .to_ascii_lowercase();
        let primary = tag.split('-').next().unwrap_or("");
        match primary {
            "en" => Some(Lang::En),
            "zh" => Some(Lang::ZhCn),
            _ => None,
        }
    }

    /// The language the environment asks for, as a command line reads it:
    /// the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not
    /// empty decides (`C` and `POSIX` mean English); English when it names
    /// a language dlx-lab does not speak, or when none is set.
    pub fn from_env(get: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| get(name).filter(|v| !v.is_empty()))
            .map(|value| Lang::from_tag(&value).unwrap_or_default())
            .next()
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::Lang;

    #[test]
    fn tags_and_locales() {
        for (tag, lang) in [
            ("en", Some(Lang::En)),
            ("en-GB", Some(Lang::En)),
            ("zh", Some(Lang::ZhCn)),
            ("zh-CN", Some(Lang::ZhCn)),
            ("zh-Hans-CN", Some(Lang::ZhCn)),
            ("zh_CN.UTF-8", Some(Lang::ZhCn)),
            ("fr-FR", None),
            ("", None),
        ] {
            assert_eq!(Lang::from_tag(tag), lang, "{tag}");
        }
    }

    #[test]
    fn the_environment_decides_in_posix_order() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(Lang::from_env(env(&[])), Lang::En);
        assert_eq!(Lang::from_env(env(&[("LANG", "zh_CN.UTF-8")])), Lang::ZhCn);
        assert_eq!(
            Lang::from_env(env(&[("LANG", "zh_CN.UTF-8"), ("LC_ALL", "C")])),
            Lang::En
        );
        assert_eq!(
            Lang::from_env(env(&[
                ("LC_ALL", ""),
                ("LC_MESSAGES", "zh_TW"),
                ("LANG", "en_US")
            ])),
            Lang::ZhCn
        );
    }
}
