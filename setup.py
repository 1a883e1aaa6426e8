"""Packaging detail pyproject.toml cannot say: the top-level resources/ ships inside the package.

The checkout keeps `resources/` beside `ponzi_desktop/` (see STYLE.md); a wheel maps it to
`ponzi_desktop/resources/`, where `ponzi_desktop.paths` finds it in an installed copy.
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["ponzi_desktop", "ponzi_desktop.*"]), "ponzi_desktop.resources"],
    package_dir={"ponzi_desktop.resources": "resources"},
    package_data={"ponzi_desktop.resources": ["**/*"]},
    include_package_data=False,
)
