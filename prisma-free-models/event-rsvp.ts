import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { Employee } from "./employee";
import type { Event } from "./event";

/** One employee's answer to one event; (eventId, employeeId) is unique, so upsert on change. */
export class EventRsvp extends Model<InferAttributes<EventRsvp>, InferCreationAttributes<EventRsvp>> {
  declare id: CreationOptional<number>;
  declare eventId: number;
  declare employeeId: number;
  declare status: "attending" | "not_attending" | "maybe";
  declare respondedAt: CreationOptional<Date>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare event?: NonAttribute<Event>;
  declare employee?: NonAttribute<Employee>;

  static initModel(sequelize: Sequelize) {
    EventRsvp.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        eventId: { type: DataTypes.INTEGER, allowNull: false },
        employeeId: { type: DataTypes.INTEGER, allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false },
        respondedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "event_rsvps", underscored: true },
    );
  }
}
