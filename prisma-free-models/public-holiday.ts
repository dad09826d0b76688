import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from "sequelize";

/**
 * A public holiday proclaimed for one day (the statutory ones are computed, never stored):
 * its date, what it is for and the proclamation or notice that made it a holiday.
 */
export class PublicHoliday extends Model<InferAttributes<PublicHoliday>, InferCreationAttributes<PublicHoliday>> {
  declare id: CreationOptional<number>;
  declare date: string;
  declare name: string;
  declare source: string;
  declare createdBy: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    PublicHoliday.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        date: { type: DataTypes.DATEONLY, allowNull: false, unique: true },
        name: { type: DataTypes.STRING(200), allowNull: false },
        source: { type: DataTypes.STRING(500), allowNull: false },
        createdBy: DataTypes.INTEGER,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "public_holidays", underscored: true },
    );
  }
}
